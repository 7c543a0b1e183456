% cut: give every item in a container a cutting pattern (nothing is split into pieces).
action(cut, 'cut the contents of a container with a knife on a cutting board').

slot(cut_object, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(object, in, transferable_container).
slot(cut_pattern, in, cutting_pattern).
slot(cutting_tool, in, can_cut).
slot(cutting_surface, in, can_be_cut_on).

% the reference's labels, in its source order: 1, 3, 2, 4
mode(1, [kitchen_state_in, object, cut_pattern],
        [cut_object, kitchen_state_out, cutting_tool, cutting_surface]).
mode(3, [kitchen_state_in, object, cut_pattern, cutting_surface],
        [cut_object, kitchen_state_out, cutting_tool]).
mode(2, [kitchen_state_in, object, cut_pattern, cutting_tool],
        [cut_object, kitchen_state_out, cutting_surface]).
mode(4, [kitchen_state_in, object, cut_pattern, cutting_tool, cutting_surface],
        [cut_object, kitchen_state_out]).

% the knife is fetched before the board
default(1, cutting_tool, retrieve(knife)).
default(1, cutting_surface, retrieve(cutting_board)).
default(3, cutting_tool, retrieve(knife)).
default(2, cutting_surface, retrieve(cutting_board)).
% the object is in the kitchen; the board was retrieved (1, 2) or lies on the counter-top (3, 4);
% a retrieved knife must be there (1, 3); a given one is never checked: without it on the
% counter-top the reference stops when it marks it used (2, 4)
pre(_, in_kitchen(object)).
pre(1, retrieved(cutting_surface)).
pre(2, retrieved(cutting_surface)).
pre(3, on_counter_top(cutting_surface)).
pre(4, on_counter_top(cutting_surface)).
pre(1, retrieved(cutting_tool)).
pre(3, retrieved(cutting_tool)).
requires(2, on_counter_top(cutting_tool), 'no-applicable-method(setf-used)').
requires(4, on_counter_top(cutting_tool), 'no-applicable-method(setf-used)').
% the effect sets is_cut on each content, then used on the tool: a thing without such a slot
% stops the reference
requires(_, contents_settable(object, [is_cut])).
requires(_, settable(cutting_tool, [used])).
effect(_, cut(object, cut_pattern, cutting_tool, cutting_surface)).

% every output, tools included, is ready a minute after the object
start(_, max(kt, avail(object))).
time(_, cut_object, start + 60).
time(_, kitchen_state_out, start + 60).
time(_, cutting_tool, start + 60).
time(_, cutting_surface, start + 60).
clock(_, start + 60).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, split(cut_object, object, cut_pattern)).
