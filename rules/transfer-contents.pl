% transfer-contents: pour all contents of one container into another.
action(transfer_contents, 'pour the contents of a container into another container').

slot(container_with_all_ingredients, out, transferable_container).
slot(container_with_rest, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(target_container, in, transferable_container).
slot(container_with_input_ingredients, in, transferable_container).
slot(quantity, in, quantity).
slot(unit, in, unit).

mode(1, [kitchen_state_in, container_with_input_ingredients],
        [target_container, container_with_all_ingredients, container_with_rest, kitchen_state_out, quantity, unit]).
mode(2, [kitchen_state_in, container_with_input_ingredients, target_container],
        [container_with_all_ingredients, container_with_rest, kitchen_state_out, quantity, unit]).

default(1, target_container, retrieve(large_bowl)).
pre(_, on_counter_top(container_with_input_ingredients)).
pre(1, retrieved(target_container)).
pre(2, in_kitchen(target_container)).
pre(_, not_empty(container_with_input_ingredients)).
effect(_, transfer_contents(slot(target_container), container_with_input_ingredients)).

% the target's own availability is ignored
start(_, max(kt, avail(container_with_input_ingredients))).
time(_, container_with_all_ingredients, start + 20).
time(_, container_with_rest, start + 20).
time(_, kitchen_state_out, start + 20).
time(_, quantity, none).
time(_, unit, none).
time(1, target_container, none).
clock(_, start + 20).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, pour(container_with_all_ingredients, target_container)).
