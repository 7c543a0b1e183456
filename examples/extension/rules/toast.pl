% toast: toast what lies in a container (bread slices on a baking tray) in an oven for a time.
% Example: (toast ?toasted ?ks-out ?ks-in ?tray ?preheated-oven 4 minute ?temp-qty ?temp-unit)
%          (toast ?toasted ?ks-out ?ks-in ?tray ?oven 4 minute 220 degrees-celsius)
action(toast, 'toast the contents of a container in an oven for a time').

slot(thing_toasted, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(thing_to_toast, in, transferable_container).
slot(oven_to_toast_in, in, oven).
slot(time_to_toast_quantity, in, quantity).
slot(time_to_toast_unit, in, time_unit).
slot(target_temperature_quantity, in, quantity).
slot(target_temperature_unit, in, unit).

% 1: a (preheated) oven and no temperature: toast at the oven's temperature
mode(1, [kitchen_state_in, thing_to_toast, oven_to_toast_in, time_to_toast_quantity, time_to_toast_unit],
        [thing_toasted, kitchen_state_out, target_temperature_quantity, target_temperature_unit]).
% 2: a temperature and no oven: the kitchen's oven, set to that temperature
mode(2, [kitchen_state_in, thing_to_toast, time_to_toast_quantity, time_to_toast_unit,
         target_temperature_quantity, target_temperature_unit],
        [thing_toasted, kitchen_state_out, oven_to_toast_in]).

default(2, oven_to_toast_in, place(oven)).
% a given oven's temperature is what the toast gets (and what mode 1 binds)
default(1, target_temperature_quantity, property(oven_to_toast_in, [temperature, quantity])).
default(1, target_temperature_unit, property(oven_to_toast_in, [temperature, unit])).
% what must hold, as bake declares it: the thing and the oven in the kitchen, a given oven
% preheated (its temperature is what the toast gets)
requires(1, in_kitchen(oven_to_toast_in), 'no-applicable-method(temperature)').
requires(1, heated(oven_to_toast_in), 'no-applicable-method(quantity)').
pre(1, not_failed(thing_to_toast)).
requires(1, in_kitchen(thing_to_toast), 'no-applicable-method(contents)').
pre(2, in_kitchen(thing_to_toast)).
requires(2, placed(oven_to_toast_in, oven), 'no-applicable-method(setf-temperature)').
% every item gets the oven's temperature and the flag baked (the items must be bakeable)
effect(1, bake_at_oven_temperature(thing_to_toast, oven_to_toast_in)).
effect(2, bake_in_oven(thing_to_toast, oven_to_toast_in, target_temperature_quantity, target_temperature_unit)).

% toasting starts once the thing (and a given oven) is ready; toast burns, so the cook stays at
% the oven the whole time: QUANTITY minutes, or hours
start(1, max(kt, max(avail(thing_to_toast), avail(oven_to_toast_in)))).
start(2, max(kt, avail(thing_to_toast))).
time(_, thing_toasted,
     start + if(isa(time_to_toast_unit, hour), 3600 * value(time_to_toast_quantity), 60 * value(time_to_toast_quantity))).
time(_, kitchen_state_out,
     start + if(isa(time_to_toast_unit, hour), 3600 * value(time_to_toast_quantity), 60 * value(time_to_toast_quantity))).
clock(_, start + if(isa(time_to_toast_unit, hour), 3600 * value(time_to_toast_quantity), 60 * value(time_to_toast_quantity))).
time(1, target_temperature_quantity, none).
time(1, target_temperature_unit, none).
% the kitchen's oven is free again when the toast is done
time(2, oven_to_toast_in,
     start + if(isa(time_to_toast_unit, hour), 3600 * value(time_to_toast_quantity), 60 * value(time_to_toast_quantity))).
