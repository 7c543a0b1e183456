% refrigerate: cool a container's contents in the fridge, 1 hour by default.
% Example: (refrigerate ?cooled ?ks-out ?ks-in ?salad ?fridge 2 hour)
action(refrigerate, 'cool the contents of a container in the fridge for a time').

slot(container_with_ingredients_at_temperature, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container_with_ingredients, in, transferable_container).
slot(refrigerator, in, fridge).
slot(cooling_quantity, in, quantity).
slot(cooling_unit, in, time_unit).

% 1: only the container: the kitchen's fridge for 1 hour
mode(1, [kitchen_state_in, container_with_ingredients],
        [cooling_unit, cooling_quantity, refrigerator, kitchen_state_out, container_with_ingredients_at_temperature]).
% 2: a time: the kitchen's fridge
mode(2, [kitchen_state_in, container_with_ingredients, cooling_quantity, cooling_unit],
        [refrigerator, kitchen_state_out, container_with_ingredients_at_temperature]).
% 3: a given fridge and a time
mode(3, [kitchen_state_in, container_with_ingredients, refrigerator, cooling_quantity, cooling_unit],
        [kitchen_state_out, container_with_ingredients_at_temperature]).

default(1, cooling_quantity, quantity(1)).
default(1, cooling_unit, new(hour)).
% without a given fridge: the input state's fridge, bound as an output
default(1, refrigerator, input_place(fridge)).
default(2, refrigerator, input_place(fridge)).
% with a given fridge, a failure binds no failed object: the container as looked up (nothing,
% when it is not on the counter-top, which stops the reference)
default(3, container_with_ingredients_at_temperature, on_counter_top(container_with_ingredients)).
pre(_, on_counter_top(container_with_ingredients)).
pre(3, in_kitchen(refrigerator)).
fails(3, []).
% the reference takes a time of zero or less as it is (the clock goes back): check refuses it
advises(2, positive(cooling_quantity)).
advises(3, positive(cooling_quantity)).
effect(_, refrigerate(container_with_ingredients, refrigerator)).

% the reference squares the quantity (2 hour -> 4 hours); --semantics corrected does not;
% every unit but hour counts as minutes; the container's own availability is ignored and the
% kitchen clock does not move
time(_, container_with_ingredients_at_temperature,
     kt + if(corrected, 1, value(cooling_quantity))
          * if(isa(cooling_unit, hour), 3600 * value(cooling_quantity), 60 * value(cooling_quantity))).
time(_, kitchen_state_out, kt).
time(1, refrigerator, kt).
time(2, refrigerator, kt).
time(1, cooling_quantity, none).
time(1, cooling_unit, none).
clock(_, kt).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, cool(container_with_ingredients_at_temperature)).
