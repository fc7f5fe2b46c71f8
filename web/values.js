// SPDX-License-Identifier: MIT
// The 15 eye values in words, as docs/values.md's table says them (js/test/web.test.js
// checks that the two agree, so that the page and the docs never drift apart).
export const valueWords = {
  '0000': 'no eye, whoever plays first',
  '0001': 'no eye; O, given two moves, makes one',
  '0002': 'no eye; O, given two moves, makes two',
  '0011': 'a half eye: one eye if O plays first, none if X does',
  '0012': 'one eye if O plays first and O then threatens a second; none if X plays first',
  '0022': 'two eyes if O plays first, none if X does: the most urgent value',
  '0111': 'one eye, but X threatens to destroy it',
  '0112': 'one eye; X threatens to destroy it, O threatens to make a second',
  '0122': 'two eyes if O plays first, one if X does, and X then threatens the last',
  '0222': 'two eyes, but X, given two moves, destroys both',
  '1111': 'one eye, settled',
  '1112': 'one eye; O threatens to make a second',
  '1122': 'one and a half: two eyes if O plays first, one if X does',
  '1222': 'two eyes; X threatens to take one away',
  '2222': 'two eyes, settled',
};
