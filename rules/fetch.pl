% fetch: bring QUANTITY unused objects of a kind (tools, containers) to the counter-top.
action(fetch, 'bring unused kitchen objects of a kind to the counter-top').

slot(thing_fetched, out, kitchen_entity).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(concept_to_fetch, in, conceptualizable).
slot(quantity, in, quantity).

mode(1, [kitchen_state_in, concept_to_fetch, quantity], [thing_fetched, kitchen_state_out]).

% the objects are brought to the counter-top one after the other (those brought stay there when
% too few are found)
pre(1, fetched(concept_to_fetch, quantity)).
% the reference takes a count of zero or less as it is: check refuses it
advises(1, positive(quantity)).
effect(1, fetch(concept_to_fetch, quantity)).

% 30 s per object asked for, from the kitchen clock only (no input has a time of its own);
% a fractional quantity is charged in full even though only whole objects are fetched
time(1, thing_fetched, kt + 30 * value(quantity)).
time(1, kitchen_state_out, kt + 30 * value(quantity)).
clock(1, kt + 30 * value(quantity)).
% a fetch failing for a quantity below zero (corrected semantics) leaves the clock where it was
failure_clock(1, if(corrected, max(kt, kt + 30 * value(quantity)), kt + 30 * value(quantity))).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, place(thing_fetched, thing_fetched)).
