package org.jmlir.ir.parse;

/** Token kinds of the MLIR textual format, with the spelling of punctuation (MLIR's TokenKinds.def). */
public enum TokenKind {
  EOF("end of file"),
  ERROR("error"),
  // Identifiers. Keywords lex as BARE_IDENTIFIER; the parser compares their spelling.
  BARE_IDENTIFIER("identifier"),
  AT_IDENTIFIER("@identifier"),
  HASH_IDENTIFIER("#identifier"),
  PERCENT_IDENTIFIER("%identifier"),
  CARET_IDENTIFIER("^identifier"),
  EXCLAMATION_IDENTIFIER("!identifier"),
  // Literals.
  INTEGER("integer"),
  FLOAT("floatliteral"),
  STRING("string"),
  /** {@code i32}, {@code si8}, {@code ui64}. */
  INTTYPE("inttype"),
  // Punctuation.
  ARROW("->"),
  AT("@"),
  COLON(":"),
  COMMA(","),
  ELLIPSIS("..."),
  EQUAL("="),
  GREATER(">"),
  L_BRACE("{"),
  L_PAREN("("),
  L_SQUARE("["),
  LESS("<"),
  MINUS("-"),
  PLUS("+"),
  QUESTION("?"),
  R_BRACE("}"),
  R_PAREN(")"),
  R_SQUARE("]"),
  STAR("*"),
  /** A lone {@code /}: MLIR 22's lexer forms a token of it (no op syntax uses it), so it is a wrong token. */
  SLASH("/"),
  VERTICAL_BAR("|"),
  FILE_METADATA_BEGIN("{-#"),
  FILE_METADATA_END("#-}");

  private final String spelling;

  TokenKind(String spelling) {
    this.spelling = spelling;
  }

  /** The punctuation's text, or a description for other kinds. */
  public String spelling() {
    return spelling;
  }
}
