% mash: mash every item of a container (on a detached copy: the kitchen never sees it).
action(mash, 'mash the ingredients in a container with a fork or masher').

slot(mashed_ingredient, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(input_ingredient, in, transferable_container).
slot(mashing_tool, in, can_mash).

mode(1, [kitchen_state_in, input_ingredient], [mashed_ingredient, kitchen_state_out, mashing_tool]).
mode(2, [kitchen_state_in, input_ingredient, mashing_tool], [mashed_ingredient, kitchen_state_out]).

default(1, mashing_tool, retrieve(fork)).
% a given tool is looked up only when it is marked used: not finding it stops the reference
pre(_, not_failed(input_ingredient)).
pre(2, not_failed(mashing_tool)).
pre(1, retrieved(mashing_tool)).
requires(2, in_kitchen(mashing_tool), 'no-applicable-method(setf-used)').
effect(_, mash(input_ingredient, mashing_tool)).

start(_, max(kt, avail(input_ingredient))).
time(_, mashed_ingredient, start + 60).
time(_, kitchen_state_out, start + 60).
time(1, mashing_tool, start + 60).
clock(_, start + 60).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, split(mashed_ingredient, input_ingredient, particles)).
