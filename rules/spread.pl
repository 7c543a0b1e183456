% spread: spread the content of a container over the items of another (or into it, when empty).
action(spread, 'spread an ingredient over something, or into an empty container').

slot(container_with_objects_that_have_been_spread, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(object_to_be_spread, in, transferable_container).
slot(container_with_spread, in, transferable_container).
slot(can_spread_kitchen_tool, in, can_spread).

mode(1, [kitchen_state_in, object_to_be_spread, container_with_spread, can_spread_kitchen_tool],
        [container_with_objects_that_have_been_spread, kitchen_state_out]).
mode(2, [kitchen_state_in, object_to_be_spread, container_with_spread],
        [container_with_objects_that_have_been_spread, kitchen_state_out, can_spread_kitchen_tool]).

default(2, can_spread_kitchen_tool, retrieve(spatula)).
% everything is looked up anywhere
pre(_, in_kitchen(object_to_be_spread)).
pre(_, in_kitchen(container_with_spread)).
pre(1, in_kitchen(can_spread_kitchen_tool)).
pre(2, retrieved(can_spread_kitchen_tool)).
effect(_, spread_onto(object_to_be_spread, container_with_spread, input(container_with_spread), can_spread_kitchen_tool)).

% a given tool takes 120 s, the default spatula only 20 s
start(_, max(kt, avail(object_to_be_spread))).
time(1, container_with_objects_that_have_been_spread, start + 120).
time(1, kitchen_state_out, start + 120).
clock(1, start + 120).
time(2, container_with_objects_that_have_been_spread, start + 20).
time(2, kitchen_state_out, start + 20).
time(2, can_spread_kitchen_tool, start + 20).
clock(2, start + 20).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, scatter(container_with_objects_that_have_been_spread, container_with_spread)).
