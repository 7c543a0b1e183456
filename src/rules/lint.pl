% Checks of a rule file's meaning, run by tau-prolog over the file's facts (`irl-kitchen rules check`).
% Each solution of problem(Kind, Subject, Message) is one problem.
:- use_module(library(lists)).
:- dynamic(action/2).
:- dynamic(slot/3).
:- dynamic(mode/3).
:- dynamic(default/3).
:- dynamic(effect/2).
:- dynamic(start/2).
:- dynamic(time/3).
:- dynamic(clock/2).
:- dynamic(failure_clock/2).

problem(mode, M, 'names a slot that is not declared') :-
    mode(M, B, C), append(B, C, All), member(S, All), \+ slot(S, _, _).
problem(mode, M, 'leaves out a declared slot (every slot is bound or computed)') :-
    mode(M, B, C), slot(S, _, _), \+ member(S, B), \+ member(S, C).
problem(mode, M, 'can never fire: an earlier mode has the same bound slots') :-
    mode(M, B, _), mode(M0, B0, _), M0 \== M, earlier(M0, M), same_set(B, B0).
problem(mode, M, 'computes the input kitchen state') :-
    mode(M, _, C), slot(S, in, kitchen_state), member(S, C).
problem(time, M, 'a computed slot has no time/3 (timing missing)') :-
    mode(M, _, C), member(S, C), \+ time(M, S, _).
problem(effect, M, 'no effect/2 for this mode') :-
    mode(M, _, _), \+ effect(M, _).
problem(clock, M, 'no clock/2: the output kitchen time is never set (timing missing)') :-
    mode(M, _, C), slot(S, out, kitchen_state), member(S, C), slot(_, in, kitchen_state), \+ clock(M, _).
problem(default, M, 'default for a slot the mode does not compute') :-
    default(M, S, _), mode(M, _, C), \+ member(S, C).
problem(action, none, 'no action/2 fact') :-
    \+ action(_, _).
problem(slot, none, 'no slot/3 facts') :-
    \+ slot(_, _, _).

earlier(M0, M) :- mode_index(M0, I0), mode_index(M, I), I0 < I.
mode_index(M, I) :- findall(X, mode(X, _, _), Ms), nth0(I, Ms, M).
same_set(A, B) :- subset_of(A, B), subset_of(B, A).
subset_of([], _).
subset_of([X|Xs], Ys) :- member(X, Ys), subset_of(Xs, Ys).
