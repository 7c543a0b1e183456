% bring-to-temperature: bring a container's contents to a temperature (room temperature by default).
% Example: (bring-to-temperature ?soft-butter ?ks-out ?ks-in ?butter ?room-temp-qty ?room-temp-unit)
action(bring_to_temperature, 'bring the contents of a container to a temperature').

slot(container_with_ingredients_at_temperature, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container_with_ingredients, in, transferable_container).
slot(temperature_quantity, in, quantity).
slot(temperature_unit, in, unit).

% 1: a given temperature
mode(1, [kitchen_state_in, container_with_ingredients, temperature_quantity, temperature_unit],
        [container_with_ingredients_at_temperature, kitchen_state_out]).
% 2: the kitchen's temperature
mode(2, [kitchen_state_in, container_with_ingredients],
        [container_with_ingredients_at_temperature, kitchen_state_out, temperature_quantity, temperature_unit]).

% by default the kitchen's own temperature (18 °C): its quantity and unit objects are bound, on
% failure too
default(2, temperature_quantity, property(kitchen, [temperature, quantity])).
default(2, temperature_unit, property(kitchen, [temperature, unit])).
pre(_, on_counter_top(container_with_ingredients)).
effect(_, bring_to_temperature(container_with_ingredients, slot(temperature_quantity), temperature_unit)).

% a fixed 800 s from the kitchen time, whatever the container's own availability (the result
% can be ready before its input); the kitchen clock does not move
time(_, container_with_ingredients_at_temperature, kt + 800).
time(_, kitchen_state_out, kt).
time(2, temperature_quantity, none).
time(2, temperature_unit, none).
clock(_, kt).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, heat(container_with_ingredients_at_temperature)).
