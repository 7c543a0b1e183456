% leave-for-time: leave a container's contents to cool down for a time.
% Example: (leave-for-time ?cooling ?ks-out ?ks-in ?baked-cookies 5 minute)
action(leave_for_time, 'leave the contents of a container to cool for a time').

slot(container_with_ingredients_at_temperature, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container_with_ingredients, in, transferable_container).
slot(cooling_quantity, in, quantity).
slot(cooling_unit, in, time_unit).

mode(1, [kitchen_state_in, container_with_ingredients, cooling_quantity, cooling_unit],
        [container_with_ingredients_at_temperature, kitchen_state_out]).

pre(1, on_counter_top(container_with_ingredients)).
% the reference takes a time of zero or less as it is (the clock goes back): check refuses it
advises(1, positive(cooling_quantity)).
effect(1, leave_for_time(container_with_ingredients, cooling_quantity, cooling_unit)).

% from the kitchen time, whatever the container's own availability; the clock does not move
time(1, container_with_ingredients_at_temperature,
     kt + if(isa(cooling_unit, hour), 3600 * value(cooling_quantity), 60 * value(cooling_quantity))).
time(1, kitchen_state_out, kt).
clock(1, kt).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, cool(container_with_ingredients_at_temperature)).
