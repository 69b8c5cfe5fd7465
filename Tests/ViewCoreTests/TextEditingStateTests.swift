import Foundation
import XCTest

@testable import ViewCore

@MainActor
final class TextEditingStateTests: XCTestCase {
  func testTypingReplacesTheSelectionAndLeavesTheCaretAfter() async {
    var state = TextEditingState(text: "hello world", selection: 6..<11)
    state.insert("there")
    XCTAssertEqual(state.text, "hello there")
    XCTAssertEqual(state.selection, 11..<11)
  }

  func testMovementIsByGraphemeCluster() async {
    // "é" as e + combining acute, and a thumbs-up with a skin tone: one character each.
    var state = TextEditingState(text: "ae\u{301}👍🏽b", selection: 4..<4)
    XCTAssertEqual(state.count, 4)
    state.move(.left)
    state.move(.left)
    XCTAssertEqual(state.caret, 2)
    state.deleteBackward()
    XCTAssertEqual(state.text, "a👍🏽b", "Backspace removed part of a character")
    XCTAssertEqual(state.text.unicodeScalars.count, 4)
  }

  func testShiftExtendsFromTheAnchorEitherWay() async {
    var state = TextEditingState(text: "abcdef", selection: 3..<3)
    state.move(.right, extending: true)
    state.move(.right, extending: true)
    XCTAssertEqual(state.selection, 3..<5)
    state.move(.left, extending: true)
    state.move(.left, extending: true)
    state.move(.left, extending: true)
    XCTAssertEqual(state.selection, 2..<3, "the selection should turn about its anchor")
    state.move(.right)
    XCTAssertEqual(state.selection, 3..<3, "Right collapses a selection to its right end")
    state.move(.left, extending: true)
    state.move(.left, extending: true)
    state.move(.right, extending: true)
    XCTAssertEqual(state.selection, 2..<3, "Shift+Right after Shift+Left should shrink from the left, the moving end")
  }

  func testWordMovesSkipSeparatorsThenAWord() async {
    var state = TextEditingState(text: "one, two  three", selection: 0..<0)
    state.move(.wordRight)
    XCTAssertEqual(state.caret, 3)
    state.move(.wordRight)
    XCTAssertEqual(state.caret, 8)
    state.move(.wordLeft)
    XCTAssertEqual(state.caret, 5)
    state.move(.lineEnd)
    XCTAssertEqual(state.caret, 15)
    state.move(.lineStart, extending: true)
    XCTAssertEqual(state.selection, 0..<15)
  }

  func testDoubleAndTripleClickRanges() async {
    let state = TextEditingState(text: "first line\nsecond_word here")
    XCTAssertEqual(state.wordRange(at: 13), 11..<22)
    XCTAssertEqual(state.substring(state.wordRange(at: 13)), "second_word")
    XCTAssertEqual(
      TextEditingState(text: "one   two").wordRange(at: 4), 3..<6, "a click among spaces selects the run of spaces")
    XCTAssertEqual(state.wordRange(at: 10), 6..<10, "a click just after a word takes the word")
    XCTAssertEqual(state.lineRange(at: 13), 11..<27)
    XCTAssertEqual(state.lineRange(at: 3), 0..<10)
  }

  func testACompositionIsReplacedNotAppendedWhenItCommits() async {
    var state = TextEditingState(text: "ab", selection: 1..<1)
    state.setMarkedText("k", selected: 1..<1)
    state.setMarkedText("か", selected: 1..<1)
    state.setMarkedText("かん", selected: 2..<2)
    XCTAssertEqual(state.text, "aかんb")
    XCTAssertEqual(state.markedRange, 1..<3)
    XCTAssertEqual(state.selection, 3..<3)
    state.insert("漢")
    XCTAssertEqual(state.text, "a漢b", "the commit should replace the composition")
    XCTAssertNil(state.markedRange)
    XCTAssertEqual(state.caret, 2)
  }

  func testACancelledCompositionLeavesTheTextAsItWas() async {
    var state = TextEditingState(text: "ab", selection: 1..<1)
    state.setMarkedText("にほ", selected: 2..<2)
    state.setMarkedText(nil, selected: 0..<0)
    XCTAssertEqual(state.text, "ab")
    XCTAssertNil(state.markedRange)
    XCTAssertEqual(state.selection, 1..<1)
  }

  func testARunOfTypingIsOneUndoStepAndAMoveEndsIt() async {
    var state = TextEditingState()
    XCTAssertTrue(state.insert("a"))
    XCTAssertFalse(state.insert("b"))
    XCTAssertTrue(state.deleteBackward())
    state.move(.left)
    XCTAssertTrue(state.insert("c"), "typing after a move should start a new step")
    XCTAssertTrue(state.replace(0..<0, with: "pasted"), "a paste is a step of its own")
  }

  func testOutOfRangeOffsetsAreClamped() async {
    var state = TextEditingState(text: "abc", selection: -5..<99)
    XCTAssertEqual(state.selection, 0..<3)
    state.select(7..<9)
    XCTAssertEqual(state.selection, 3..<3)
    state.replace(-1..<100, with: "x")
    XCTAssertEqual(state.text, "x")
  }

  /// The kept count follows every kind of edge: ASCII edits by the difference, and edits that
  /// join a neighbour (an accent after a letter, LF after CR, a deletion bringing them
  /// together) as the text counts itself.
  func testTheCountFollowsEditsThatJoinCharacters() async {
    var state = TextEditingState(text: "abc")
    state.insert("e")
    XCTAssertEqual(state.count, 4)
    state.insert("\u{301}")
    XCTAssertEqual(state.count, 4, "the accent joined the e")
    state.insert("\r")
    state.insert("\n")
    XCTAssertEqual(state.count, 5, "CR LF is one character")
    state.replace(0..<0, with: "\u{301}")
    XCTAssertEqual(state.count, 6)
    state = TextEditingState(text: "\rx\n")
    state.replace(1..<2, with: "")
    XCTAssertEqual(state.count, 1, "deleting the x joined CR and LF")
    XCTAssertEqual(state.count, state.text.count)
  }
}
