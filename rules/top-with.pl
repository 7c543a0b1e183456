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

% every content of a container, or item of a list, must be able to have something on top; the
% thing is read as a list (1) or a container (2) first; when it is not, the action fails and the
% clock stays where it was
variant(1, items_share, all_of(toppable(thing_to_be_topped), is_a(thing_to_be_topped, list_of_kitchen_entities))).
variant(1, contents_share, toppable(thing_to_be_topped)).
otherwise(1, fail).
variant(2, contents, all_of(toppable(thing_to_be_topped), is_a(thing_to_be_topped, transferable_container))).
variant(2, items, toppable(thing_to_be_topped)).
otherwise(2, fail).
% 1: a thing or topping not on the counter-top binds nothing; 2: it fails
applies(items_share, listed_on_counter_top(thing_to_be_topped)).
applies(contents_share, on_counter_top(thing_to_be_topped)).
applies(items_share, on_counter_top(container_with_topping)).
applies(contents_share, on_counter_top(container_with_topping)).
pre(contents, on_counter_top(thing_to_be_topped)).
pre(items, listed_on_counter_top(thing_to_be_topped)).
pre(contents, on_counter_top(container_with_topping)).
pre(items, on_counter_top(container_with_topping)).
% a fixed portion of an empty topping (or one in a unit it has no gram conversion for) stops the
% reference in the effect; stated here, listings rule such lines out without a dry run
requires(2, has_dough(container_with_topping), 'no-applicable-method(amount)').
requires(2, weighable(container_with_topping, topping_unit)).
% 1: an equal share of the topping for every portion; 2: a fixed amount per portion until the
% topping runs out
effect(items_share, top_items_share(thing_to_be_topped, container_with_topping)).
effect(contents_share, top_contents_share(thing_to_be_topped, container_with_topping)).
effect(items, top_items(thing_to_be_topped, container_with_topping, topping_quantity, topping_unit)).
effect(contents, top_contents(thing_to_be_topped, container_with_topping, topping_quantity, topping_unit)).

start(_, max(kt, avail(thing_to_be_topped))).
time(_, topped_object, start + 50).
time(_, kitchen_state_out, start + 50).
% the computed share has no time; the failed objects of a failed type test have the step's time
time(1, topping_quantity, if(isa(topping_quantity, failed_object), start + 50, none)).
time(1, topping_unit, if(isa(topping_unit, failed_object), start + 50, none)).
% the clock moves only once the type test has passed (the effect says when)
clock(_, max(kt, avail(thing_to_be_topped)) + 50).
failure_clock(1, none).
failure_clock(2, none).
failure_clock(contents, max(kt, avail(thing_to_be_topped)) + 50).
failure_clock(items, max(kt, avail(thing_to_be_topped)) + 50).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, scatter(topped_object, container_with_topping)).
