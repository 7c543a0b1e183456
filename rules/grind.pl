% grind: grind the grindable items of a container with a food processor.
action(grind, 'grind the contents of a container').

slot(container_with_ground_contents, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container_with_ingredients_to_be_ground, in, transferable_container).
slot(grinding_tool, in, can_grind).

mode(1, [kitchen_state_in, container_with_ingredients_to_be_ground],
        [container_with_ground_contents, kitchen_state_out, grinding_tool]).
mode(2, [kitchen_state_in, container_with_ingredients_to_be_ground, grinding_tool],
        [container_with_ground_contents, kitchen_state_out]).

default(1, grinding_tool, retrieve(food_processor)).
pre(_, in_kitchen(container_with_ingredients_to_be_ground)).
pre(1, retrieved(grinding_tool)).
pre(2, in_kitchen(grinding_tool)).
effect(_, grind(container_with_ingredients_to_be_ground, grinding_tool)).

start(_, max(kt, avail(container_with_ingredients_to_be_ground))).
time(_, container_with_ground_contents, start + 90).
time(_, kitchen_state_out, start + 90).
time(1, grinding_tool, start + 90).
clock(_, start + 90).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, split(container_with_ground_contents, container_with_ingredients_to_be_ground, particles)).
