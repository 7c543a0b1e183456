% dip: each portion (a container's contents, or a list's items) gets a share of the dip.
action(dip, 'dip the contents of a container or the items of a list into a dip').

slot(dipped_object, out, t).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(object, in, t).
slot(dip_container, in, transferable_container).

mode(1, [kitchen_state_in, object, dip_container], [dipped_object, kitchen_state_out]).

% the items of a list, or the contents of a container (a failed object is a list too);
% anything else binds nothing
variant(1, list, is_a(object, list_of_kitchen_entities)).
variant(1, container, is_a(object, transferable_container)).
pre(1, not_failed(object)).
pre(1, not_failed(dip_container)).
% past that test, objects not on the counter-top make the reference stop
requires(1, on_counter_top(dip_container), 'no-applicable-method(contents)').
pre(list, listed_on_counter_top(object)).
requires(container, on_counter_top(object), 'no-applicable-method(contents)').
effect(list, dip_items(object, dip_container)).
effect(container, dip_contents(object, dip_container)).

% the dip container's availability is ignored
start(1, max(kt, avail(object))).
time(1, dipped_object, start + 50).
time(1, kitchen_state_out, start + 50).
clock(1, start + 50).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, scatter(dipped_object, dip_container)).
