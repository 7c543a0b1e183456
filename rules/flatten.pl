% flatten: flatten a list of portions with a rolling pin or another flattening tool.
action(flatten, 'flatten portions with a rolling pin').

slot(container_with_flattened_items, out, list_of_kitchen_entities).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(portions, in, list_of_kitchen_entities).
slot(can_flatten_tool, in, can_flatten).

mode(1, [kitchen_state_in, portions], [can_flatten_tool, kitchen_state_out, container_with_flattened_items]).
mode(2, [kitchen_state_in, portions, can_flatten_tool], [kitchen_state_out, container_with_flattened_items]).

% retrieved before the success test
default(1, can_flatten_tool, retrieve(rolling_pin)).
% a given tool is looked up only when it is marked used: not finding it stops the reference
pre(_, listed_on_counter_top(portions)).
pre(2, not_failed(can_flatten_tool)).
pre(1, retrieved(can_flatten_tool)).
requires(2, in_kitchen(can_flatten_tool), 'no-applicable-method(setf-used)').
effect(_, flatten(portions, can_flatten_tool)).

start(_, max(kt, avail(portions))).
time(_, container_with_flattened_items, start + 90).
time(_, kitchen_state_out, start + 90).
time(1, can_flatten_tool, none).
clock(_, start + 90).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, press(container_with_flattened_items, portions)).
