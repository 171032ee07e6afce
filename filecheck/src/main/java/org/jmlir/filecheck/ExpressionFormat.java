package org.jmlir.filecheck;

import java.math.BigInteger;

/**
 * How a numeric value is matched and printed: {@code %u}, {@code %d}, {@code %x}, {@code %X}, with an
 * optional precision (minimum digits) and alternate form ({@code 0x} prefix, hex only). As FileCheck
 * 22's ExpressionFormat.
 */
record ExpressionFormat(Kind kind, int precision, boolean alternateForm) {
  enum Kind {
    NO_FORMAT,
    UNSIGNED,
    SIGNED,
    HEX_UPPER,
    HEX_LOWER
  }

  static final ExpressionFormat NONE = new ExpressionFormat(Kind.NO_FORMAT, 0, false);
  static final ExpressionFormat UNSIGNED = new ExpressionFormat(Kind.UNSIGNED, 0, false);

  boolean isSet() {
    return kind != Kind.NO_FORMAT;
  }

  /** FileCheck's operator==: a missing format never equals anything. */
  boolean sameAs(ExpressionFormat other) {
    return kind != Kind.NO_FORMAT && kind == other.kind && precision == other.precision
        && alternateForm == other.alternateForm;
  }

  String spelling() {
    return switch (kind) {
      case NO_FORMAT -> "<none>";
      case UNSIGNED -> "%u";
      case SIGNED -> "%d";
      case HEX_UPPER -> "%X";
      case HEX_LOWER -> "%x";
    };
  }

  /** The regex (in FileCheck's dialect) matching any value in this format. */
  String wildcardRegex() {
    String prefix = alternateForm ? "0x" : "";
    return switch (kind) {
      case UNSIGNED -> precision > 0 ? prefix + "([1-9][0-9]*)?[0-9]{" + precision + "}" : "[0-9]+";
      case SIGNED -> precision > 0 ? prefix + "-?([1-9][0-9]*)?[0-9]{" + precision + "}" : "-?[0-9]+";
      case HEX_UPPER -> precision > 0
          ? prefix + "([1-9A-F][0-9A-F]*)?[0-9A-F]{" + precision + "}" : prefix + "[0-9A-F]+";
      case HEX_LOWER -> precision > 0
          ? prefix + "([1-9a-f][0-9a-f]*)?[0-9a-f]{" + precision + "}" : prefix + "[0-9a-f]+";
      case NO_FORMAT -> throw new IllegalStateException("trying to match value with invalid format");
    };
  }

  /** The text of {@code value} in this format; null when it cannot be represented (an overflow error). */
  String matchingString(BigInteger value) {
    if (kind != Kind.SIGNED && value.signum() < 0) {
      return null;
    }
    int radix = kind == Kind.HEX_LOWER || kind == Kind.HEX_UPPER ? 16 : 10;
    String digits = value.abs().toString(radix);
    if (kind == Kind.HEX_UPPER) {
      digits = digits.toUpperCase(java.util.Locale.ROOT);
    }
    StringBuilder sb = new StringBuilder();
    if (value.signum() < 0) {
      sb.append('-');
    }
    if (alternateForm) {
      sb.append("0x");
    }
    for (int i = digits.length(); i < precision; i++) {
      sb.append('0');
    }
    return sb.append(digits).toString();
  }

  /** Parses text matched by {@link #wildcardRegex()}. */
  BigInteger valueFromString(String text) {
    boolean negative = text.startsWith("-");
    String s = negative ? text.substring(1) : text;
    boolean hex = kind == Kind.HEX_LOWER || kind == Kind.HEX_UPPER;
    if (kind != Kind.SIGNED && alternateForm && s.startsWith("0x")) {
      s = s.substring(2);
    }
    BigInteger v = new BigInteger(s, hex ? 16 : 10);
    return negative ? v.negate() : v;
  }
}
