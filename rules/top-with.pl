% top-with: put a share of a topping on each portion (a container's contents or a list's items).
action(top_with, 'top each portion with some of a topping').

slot(topped_object, out, t).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(thing_to_be_topped, in, t).
slot(container_with_topping, in, transferable_container).
slot(topping_quantity, in, quantity).
slot(topping_unit, in, unit).

mode(1, [kitchen_state_in, thing_to_be_topped, container_with_topping],
        [topped_object, kitchen_state_out, topping_quantity, topping_unit]).
mode(2, [kitchen_state_in, thing_to_be_topped, container_with_topping, topping_quantity, topping_unit],
        [topped_object, kitchen_state_out]).

effect(_, top_with(thing_to_be_topped, container_with_topping, slot(topping_quantity), slot(topping_unit))).

start(_, max(kt, avail(thing_to_be_topped))).
time(_, topped_object, start + 50).
time(_, kitchen_state_out, start + 50).
% the computed share has no time; the failed objects of a failed type test have the step's time
time(1, topping_quantity, if(isa(topping_quantity, failed_object), start + 50, none)).
time(1, topping_unit, if(isa(topping_unit, failed_object), start + 50, none)).
% the clock moves only once the type test has passed (the effect says when)
clock(_, effect_time(top_with_clock)).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, scatter(topped_object, container_with_topping)).
