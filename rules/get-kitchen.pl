% get-kitchen: the kitchen a recipe starts from; every network has exactly one.
action(get_kitchen, 'bind the initial kitchen state').

slot(kitchen, out, kitchen_state).

mode(1, [], [kitchen]).

effect(1, initial_kitchen).
% the reference binds it at the single-float 0.0
time(1, kitchen, 0.0).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, none).
