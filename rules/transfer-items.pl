% transfer-items: put items (a list of portions, or the contents of a container) into a
% destination, arranged in a pattern.
action(transfer_items, 'move items onto or into a destination').

slot(transferred, out, container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(items_to_transfer, in, t).
slot(arrangement_pattern, in, arrangement_pattern).
slot(destination, in, container).

mode(1, [kitchen_state_in, items_to_transfer, destination], [kitchen_state_out, arrangement_pattern, transferred]).
mode(2, [kitchen_state_in, items_to_transfer, arrangement_pattern, destination], [kitchen_state_out, transferred]).

default(1, arrangement_pattern, new(side_to_side)).
% the items of a list (found on the counter-top), or what a container holds; anything else binds nothing
variant(_, list, is_a(items_to_transfer, list_of_kitchen_entities)).
variant(_, container, is_a(items_to_transfer, transferable_container)).
pre(list, listed_on_counter_top(items_to_transfer)).
pre(container, in_kitchen(items_to_transfer)).
% the destination stays where it is
pre(_, in_kitchen(destination)).
% it is marked used: a destination that cannot be (an oven, the counter-top) stops the reference
requires(_, has_property(destination, used), 'no-applicable-method(setf-used)').
effect(list, transfer_items(items_to_transfer, arrangement_pattern, destination)).
effect(container, transfer_contents_of(items_to_transfer, arrangement_pattern, destination)).

% a list waits for the destination (not for the items); the contents of a container wait for
% nothing but the kitchen clock. A failed-object counts as a list.
start(_, if(isa(items_to_transfer, list_of_kitchen_entities), max(kt, avail(destination)), kt)).
time(_, transferred, start + 120).
time(_, kitchen_state_out, start + 120).
time(1, arrangement_pattern, none).
clock(_, start + 120).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, place(transferred, items_to_transfer)).
