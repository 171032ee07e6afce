package org.jmlir.filecheck;

/**
 * A directive's type: its kind, a repeat count (for {@code CHECK-COUNT-n}) and the {@code {LITERAL}}
 * modifier. Matches FileCheck 22's Check::FileCheckType.
 */
record CheckType(Kind kind, int count, boolean literal) {

  /** Directive kinds, in FileCheck 22's terms. */
  enum Kind {
    NONE,
    PLAIN,
    NEXT,
    SAME,
    NOT,
    DAG,
    LABEL,
    EMPTY,
    COMMENT,
    EOF,
    BAD_NOT,
    BAD_COUNT,
    MISSPELLED
  }

  static final CheckType NONE = new CheckType(Kind.NONE, 1, false);
  static final CheckType EOF = new CheckType(Kind.EOF, 1, false);

  static CheckType of(Kind kind) {
    return new CheckType(kind, 1, false);
  }

  CheckType withLiteral() {
    return new CheckType(kind, count, true);
  }

  boolean is(Kind k) {
    return kind == k;
  }

  /** The name FileCheck prints in messages, e.g. {@code CHECK-NEXT} or {@code CHECK-COUNT{LITERAL}}. */
  String description(String prefix) {
    String modifiers = literal ? "{LITERAL}" : "";
    return switch (kind) {
      case NONE -> "invalid";
      case MISSPELLED -> "misspelled";
      case PLAIN -> prefix + (count > 1 ? "-COUNT" : "") + modifiers;
      case NEXT -> prefix + "-NEXT" + modifiers;
      case SAME -> prefix + "-SAME" + modifiers;
      case NOT -> prefix + "-NOT" + modifiers;
      case DAG -> prefix + "-DAG" + modifiers;
      case LABEL -> prefix + "-LABEL" + modifiers;
      case EMPTY -> prefix + "-EMPTY" + modifiers;
      case COMMENT -> prefix;
      case EOF -> "implicit EOF";
      case BAD_NOT -> "bad NOT";
      case BAD_COUNT -> "bad COUNT";
    };
  }

  /** The abbreviation used for input-dump labels, e.g. {@code next} in {@code next:12}. */
  String abbreviation() {
    return switch (kind) {
      case PLAIN -> count > 1 ? "count" : "check";
      case NEXT -> "next";
      case SAME -> "same";
      case NOT -> "not";
      case DAG -> "dag";
      case LABEL -> "label";
      case EMPTY -> "empty";
      case COMMENT -> "com";
      case EOF -> "eof";
      case BAD_NOT -> "bad-not";
      case BAD_COUNT -> "bad-count";
      case MISSPELLED -> "misspelled";
      case NONE -> "invalid";
    };
  }
}
