% bake: bake the contents of a container for a time, in the kitchen's oven or a given one.
% Example: (bake ?baked ?ks-out ?ks-in ?tray ?preheated-oven 15 minute ?temp-qty ?temp-unit)
action(bake, 'bake the contents of a container in an oven for a time').

slot(thing_baked, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(thing_to_bake, in, transferable_container).
slot(oven_to_bake_in, in, oven).
slot(time_to_bake_quantity, in, quantity).
slot(time_to_bake_unit, in, unit).
slot(target_temperature_quantity, in, quantity).
slot(target_temperature_unit, in, unit).

% 1: no oven given: the kitchen's oven, set to the given temperature
mode(1, [kitchen_state_in, thing_to_bake, time_to_bake_quantity, time_to_bake_unit,
         target_temperature_quantity, target_temperature_unit],
        [thing_baked, kitchen_state_out, oven_to_bake_in]).
% 2: a (preheated) oven and no temperature: bake at the oven's temperature
mode(2, [kitchen_state_in, thing_to_bake, oven_to_bake_in, time_to_bake_quantity, time_to_bake_unit],
        [thing_baked, kitchen_state_out, target_temperature_quantity, target_temperature_unit]).
% 3: oven and temperature: the oven's temperature is overwritten
mode(3, [kitchen_state_in, thing_to_bake, oven_to_bake_in, time_to_bake_quantity, time_to_bake_unit,
         target_temperature_quantity, target_temperature_unit],
        [thing_baked, kitchen_state_out]).

default(1, oven_to_bake_in, place(oven)).
% mode 2 binds the oven's own temperature objects, whether the bake works or fails
default(2, target_temperature_quantity, property(oven_to_bake_in, [temperature, quantity])).
default(2, target_temperature_unit, property(oven_to_bake_in, [temperature, unit])).

% 1: the thing must be in the kitchen; the kitchen's oven is set to the temperature (a kitchen
% without one stops the reference)
pre(1, in_kitchen(thing_to_bake)).
requires(1, placed(oven_to_bake_in, oven), 'no-applicable-method(setf-temperature)').
% 2: the given oven's temperature is read first: an oven not in the kitchen, or not preheated,
% stops the reference; then the thing must not be a failed object
requires(2, in_kitchen(oven_to_bake_in), 'no-applicable-method(temperature)').
requires(2, heated(oven_to_bake_in), 'no-applicable-method(quantity)').
pre(2, not_failed(thing_to_bake)).
requires(2, in_kitchen(thing_to_bake), 'no-applicable-method(contents)').
% 3: only a failed thing fails; a missing oven or thing stops the reference
pre(3, not_failed(thing_to_bake)).
requires(3, in_kitchen(oven_to_bake_in), 'no-applicable-method(setf-temperature)').
requires(3, in_kitchen(thing_to_bake), 'no-applicable-method(contents)').
% the effect sets the oven's temperature (modes 1 and 3), then temperature and baked on each
% content: a thing without such a slot (an extract, sugar, butter is never baked) stops the reference
requires(1, settable(oven_to_bake_in, [temperature])).
requires(3, settable(oven_to_bake_in, [temperature])).
requires(_, contents_settable(thing_to_bake, [temperature, baked])).
% the reference takes a time of zero or less as it is (the clock goes back): check refuses it
advises(_, positive(time_to_bake_quantity)).
effect(1, bake_in_oven(thing_to_bake, oven_to_bake_in, target_temperature_quantity, target_temperature_unit)).
effect(2, bake_at_oven_temperature(thing_to_bake, oven_to_bake_in)).
effect(3, bake_in_oven(thing_to_bake, oven_to_bake_in, target_temperature_quantity, target_temperature_unit)).

% the reference never reads the time unit: every bake lasts 60 s per unit of the quantity
% ("1 hour" = 60 s); --semantics corrected counts an hour as 3600 s
start(_, max(kt, avail(thing_to_bake))).
time(1, thing_baked, start + if(corrected, if(isa(time_to_bake_unit, hour), 3600, 60), 60) * value(time_to_bake_quantity)).
time(1, oven_to_bake_in, start + if(corrected, if(isa(time_to_bake_unit, hour), 3600, 60), 60) * value(time_to_bake_quantity)).
% a given oven delays the product, but not the kitchen clock
time(2, thing_baked, max(start, avail(oven_to_bake_in)) + if(corrected, if(isa(time_to_bake_unit, hour), 3600, 60), 60) * value(time_to_bake_quantity)).
time(3, thing_baked, max(start, avail(oven_to_bake_in)) + if(corrected, if(isa(time_to_bake_unit, hour), 3600, 60), 60) * value(time_to_bake_quantity)).
time(2, target_temperature_quantity, none).
time(2, target_temperature_unit, none).
% baking is unattended: the cook is free again after 30 s
time(_, kitchen_state_out, start + 30).
clock(_, start + 30).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, heat(thing_baked, baked)).
