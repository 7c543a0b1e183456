% uncover: remove a container's cover; the cover goes back to the counter-top.
action(uncover, 'take the cover off a container').

slot(uncovered_object, out, coverable_container).
slot(cover, out, can_cover).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(object, in, coverable_container).

mode(1, [kitchen_state_in, object], [uncovered_object, cover, kitchen_state_out]).

% the reference reads the cover before any test: an object not in the kitchen stops it
requires(1, in_kitchen(object), 'no-applicable-method(covered-with)').
pre(1, covered(object)).
effect(1, uncover_object(object)).

start(1, max(kt, avail(object))).
time(1, uncovered_object, start + 20).
time(1, cover, start + 20).
time(1, kitchen_state_out, start + 20).
clock(1, start + 20).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, place(uncovered_object, cover)).
