% line: line something with baking paper, paper cups, or a copy of a bowl's content.
action(line, 'line a baking tray, tins or plates').

slot(lined_thing, out, t).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(thing_to_be_lined, in, t).
slot(lining, in, t).

mode(1, [kitchen_state_in, thing_to_be_lined], [lined_thing, kitchen_state_out, lining]).
mode(2, [kitchen_state_in, thing_to_be_lined, lining], [lined_thing, kitchen_state_out]).

% 1, no lining given: a lineable thing gets a sheet of baking paper (retrieved before the test:
% even a thing that is not there pulls one onto the counter-top), each item of a list of
% lineable things one (one retrieval per item: the same sheet may come back); anything else fails
variant(1, tray, is_a(thing_to_be_lined, lineable)).
variant(1, trays, list_of(thing_to_be_lined, lineable)).
otherwise(1, fail).
default(tray, lining, retrieve(baking_paper)).
default(trays, lining, retrieve_each(baking_paper, thing_to_be_lined)).
pre(tray, line_target(thing_to_be_lined)).
pre(tray, retrieved(lining)).
pre(trays, listed_on_counter_top(thing_to_be_lined)).
pre(trays, has_items(thing_to_be_lined)).
effect(tray, line_with(thing_to_be_lined, lining)).
effect(trays, line_items_with(thing_to_be_lined, lining)).

% 2, a lining given: muffin tins take paper cups (one per tin) when the lining is paper baking
% cups; anything else lineable gets baking paper whatever the lining; each item of a list of
% lineable things gets a copy of a bowl's first content; anything else fails
variant(2, cups, all_of(is_a(thing_to_be_lined, muffin_tins), of_class(lining, paper_baking_cups))).
variant(2, paper, all_of(is_a(thing_to_be_lined, lineable), is_a(lining, can_be_lined_with))).
variant(2, copies, all_of(list_of(thing_to_be_lined, lineable), all_of(is_a(lining, transferable_container), contents_are(lining, can_be_lined_with)))).
otherwise(2, fail).
pre(cups, line_target(thing_to_be_lined)).
pre(cups, took_cups(thing_to_be_lined, lining)).
pre(paper, line_target(thing_to_be_lined)).
pre(paper, retrieves(lining, baking_paper)).
pre(copies, listed_on_counter_top(thing_to_be_lined)).
effect(cups, line_with(thing_to_be_lined, lining)).
effect(paper, line_with(thing_to_be_lined, lining)).
effect(copies, line_items_with_copies(thing_to_be_lined, lining)).

% a fixed 150 s from the kitchen clock: no input's availability counts
time(_, lined_thing, kt + 150).
time(_, kitchen_state_out, kt + 150).
time(1, lining, none).
% a thing that cannot be lined at all leaves the kitchen clock where it was
clock(_, kt + 150).
failure_clock(1, none).
failure_clock(2, none).
failure_clock(tray, kt + 150).
failure_clock(trays, kt + 150).
failure_clock(cups, kt + 150).
failure_clock(paper, kt + 150).
failure_clock(copies, kt + 150).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, place(lined_thing, lining)).
