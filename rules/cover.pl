% cover: cover a container with a lid; the default lid depends on the container's class.
action(cover, 'cover a container with a lid or plastic wrap').

slot(covered_object, out, coverable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(object, in, coverable_container).
slot(cover, in, can_cover).

mode(1, [kitchen_state_in, object], [covered_object, kitchen_state_out, cover]).
mode(2, [kitchen_state_in, object, cover], [covered_object, kitchen_state_out]).

default(1, cover, effect(cover_default_lid(object))).
% the default cover follows the container's class and is retrieved before the test (a failed
% object pulls one onto the counter-top too); past the test, objects not in the kitchen stop the
% reference
pre(_, not_failed(object)).
pre(2, not_failed(cover)).
pre(1, retrieved(cover)).
requires(_, in_kitchen(object), 'no-applicable-method(setf-covered-with)').
requires(2, in_kitchen(cover), 'no-applicable-method(setf-is-covering)').
effect(_, cover_object(object, cover)).

start(_, max(kt, avail(object))).
time(_, covered_object, start + 20).
time(_, kitchen_state_out, start + 20).
time(1, cover, start + 20).
clock(_, start + 20).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, place(covered_object, cover)).
