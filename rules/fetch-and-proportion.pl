% fetch-and-proportion: measure QUANTITY UNIT of an ingredient from its stock into a container.
action(fetch_and_proportion, 'measure an amount of an ingredient into a container').

slot(container_with_ingredient, out, container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(target_container, in, container).
slot(ingredient_concept, in, conceptualizable).
slot(quantity, in, quantity).
slot(unit, in, unit).

mode(1, [kitchen_state_in, ingredient_concept, quantity, unit],
        [container_with_ingredient, kitchen_state_out, target_container]).
mode(2, [kitchen_state_in, target_container, ingredient_concept, quantity, unit],
        [container_with_ingredient, kitchen_state_out]).

% the bowl is fetched first, even when the ingredient turns out to be missing
default(1, target_container, retrieve(medium_bowl)).
pre(1, retrieved(target_container)).
pre(2, in_kitchen(target_container)).
pre(_, stocked(ingredient_concept)).
% what the stock container holds first must have an amount to measure from: a class that names
% no ingredient (a bowl, a tool) stops the reference
requires(_, stock_has_amount(ingredient_concept), 'no-applicable-method(amount)').
% the reference takes any amount: zero or less (added to the stock), or more than the kitchen
% stocks (the stock goes below zero); check refuses both
advises(_, positive(quantity)).
advises(_, stock_covers(ingredient_concept, quantity, unit)).
effect(_, fetch_and_proportion(slot(target_container), ingredient_concept, quantity, unit)).

time(_, container_with_ingredient, kt + 30).
time(_, kitchen_state_out, kt + 30).
time(1, target_container, none).
clock(_, kt + 30).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, pour(container_with_ingredient, target_container)).
