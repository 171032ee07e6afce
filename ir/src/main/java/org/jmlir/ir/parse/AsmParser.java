package org.jmlir.ir.parse;

import java.math.BigInteger;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.Type;

/**
 * The parsing hooks shared by custom op syntax and dialect type/attribute syntax (MLIR's AsmParser).
 *
 * <p>{@code parseX} methods report an error and throw {@link ParseException} when X is not next;
 * {@code parseOptionalX} return null/false and consume nothing when X is not next. Positions are
 * byte offsets into the source buffer.
 */
public interface AsmParser {
  MLIRContext context();

  /** The offset of the current token. */
  int currentOffset();

  /** The location of {@code offset} in the source (a FileLineColLoc). */
  Location encodeLocation(int offset);

  /** Reports an error at {@code offset}; returns the exception for the caller to throw. */
  ParseException emitError(int offset, String message);

  /** Reports an error at the current token. */
  default ParseException emitError(String message) {
    return emitError(currentOffset(), message);
  }

  // ---- punctuation ---------------------------------------------------------------------------

  void parseLParen();

  boolean parseOptionalLParen();

  void parseRParen();

  boolean parseOptionalRParen();

  void parseLSquare();

  boolean parseOptionalLSquare();

  void parseRSquare();

  boolean parseOptionalRSquare();

  void parseLBrace();

  boolean parseOptionalLBrace();

  void parseRBrace();

  boolean parseOptionalRBrace();

  void parseLess();

  boolean parseOptionalLess();

  void parseGreater();

  boolean parseOptionalGreater();

  void parseComma();

  boolean parseOptionalComma();

  void parseColon();

  boolean parseOptionalColon();

  void parseEqual();

  boolean parseOptionalEqual();

  void parseArrow();

  boolean parseOptionalArrow();

  void parseQuestion();

  boolean parseOptionalQuestion();

  boolean parseOptionalStar();

  boolean parseOptionalPlus();

  boolean parseOptionalVerticalBar();

  boolean parseOptionalEllipsis();

  // ---- tokens with values --------------------------------------------------------------------

  /** Parses the keyword {@code keyword} (a bare identifier). */
  void parseKeyword(String keyword);

  boolean parseOptionalKeyword(String keyword);

  /** Parses any bare identifier and returns it. */
  String parseKeyword();

  /** Any bare identifier, or null. */
  String parseOptionalKeyword();

  /** One of {@code allowed}, or null. */
  String parseOptionalKeyword(List<String> allowed);

  /** A bare identifier or a string literal. */
  String parseKeywordOrString();

  String parseOptionalKeywordOrString();

  /** A string literal's decoded value. */
  String parseString();

  String parseOptionalString();

  /** An integer literal, optionally negative. */
  BigInteger parseInteger();

  BigInteger parseOptionalInteger();

  /** A float or integer literal, optionally negative. */
  double parseFloat();

  /** {@code @name} or {@code @"name"}, returned without the {@code @}. */
  String parseSymbolName();

  String parseOptionalSymbolName();

  // ---- types and attributes ------------------------------------------------------------------

  Type parseType();

  Type parseOptionalType();

  /** {@code : type}. */
  Type parseColonType();

  /** {@code : type, type} (no parens). */
  List<Type> parseColonTypeList();

  /** {@code : types} if a colon is next, else nothing. */
  boolean parseOptionalColonTypeList(List<Type> out);

  /** A comma-separated list of types, no brackets. */
  List<Type> parseTypeList();

  /** {@code -> type} or {@code -> (types)}. */
  List<Type> parseArrowTypeList();

  boolean parseOptionalArrowTypeList(List<Type> out);

  /** A result type list: a single type, or a parenthesized (maybe empty) list. */
  List<Type> parseFunctionResultTypes();

  /** An attribute; with a non-null {@code type}, typed literals take that type unless one is given. */
  Attribute parseAttribute(Type type);

  /** A bare affine map, {@code (d0)[s0] -> (d0 + s0)} (what MLIR's custom attribute formats read). */
  default org.jmlir.ir.affine.AffineMap parseAffineMap() {
    throw new UnsupportedOperationException("this parser does not read affine maps");
  }

  Attribute parseOptionalAttribute(Type type);

  /** {@code {name = value, ...}} if a brace is next. */
  void parseOptionalAttrDict(List<NamedAttribute> out);

  /** {@code attributes {name = value, ...}} if the keyword is next. */
  void parseOptionalAttrDictWithKeyword(List<NamedAttribute> out);

  /** {@code loc(...)} if next, else null. */
  Location parseOptionalLocationSpecifier();

  /** Parses a comma-separated list in {@code delimiter}; {@code element} parses one element. */
  void parseCommaSeparatedList(Delimiter delimiter, Runnable element, String contextMessage);
}
