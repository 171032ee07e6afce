package org.jmlir.filecheck;

/**
 * One match result recorded for the input dump (FileCheck 22's FileCheckDiag): which directive, what
 * happened, and the input range it concerns.
 */
final class MatchDiag {
  /** What happened, as FileCheckDiag::MatchType. */
  enum MatchType {
    FOUND_AND_EXPECTED,
    FOUND_BUT_EXCLUDED,
    FOUND_BUT_WRONG_LINE,
    FOUND_BUT_DISCARDED,
    FOUND_ERROR_NOTE,
    NONE_AND_EXCLUDED,
    NONE_BUT_EXPECTED,
    NONE_FOR_INVALID_PATTERN,
    FUZZY
  }

  final CheckType checkType;
  final SourceFile checkFile;
  final int checkLoc;
  MatchType matchType;
  final int inputStartLine;
  final int inputStartCol;
  final int inputEndLine;
  final int inputEndCol;
  final String note;

  MatchDiag(SourceFile input, CheckType checkType, SourceFile checkFile, int checkLoc, MatchType matchType,
      int start, int end, String note) {
    this.checkType = checkType;
    this.checkFile = checkFile;
    this.checkLoc = checkLoc;
    this.matchType = matchType;
    this.inputStartLine = input.lineOf(start);
    this.inputStartCol = input.columnOf(start);
    this.inputEndLine = input.lineOf(end);
    this.inputEndCol = input.columnOf(end);
    this.note = note;
  }

  boolean sameCheck(SourceFile file, int loc) {
    return checkFile == file && checkLoc == loc;
  }
}
