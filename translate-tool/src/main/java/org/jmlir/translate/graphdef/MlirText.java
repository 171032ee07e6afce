package org.jmlir.translate.graphdef;

import java.nio.charset.StandardCharsets;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.OpaqueAttr;
import org.jmlir.ir.parse.ParseException;
import org.jmlir.ir.parse.Lexer;
import org.jmlir.ir.parse.ParserState;
import org.jmlir.ir.type.Type;

/**
 * Types and attributes of the TensorFlow dialects made from their textual form, so the translator
 * gets whatever the registered tf dialect builds for {@code !tf_type.resource<...>} or
 * {@code #tf_type.shape<...>} without depending on that dialect's Java classes.
 */
final class MlirText {
  private MlirText() {}

  static Type type(MLIRContext ctx, String text) {
    return new ParserState(ctx, new Lexer(text.getBytes(StandardCharsets.UTF_8), "<jtranslate>")).types.parseType();
  }

  static Attribute attribute(MLIRContext ctx, String text) {
    return new ParserState(ctx, new Lexer(text.getBytes(StandardCharsets.UTF_8), "<jtranslate>"))
        .attributes.parseAttribute(null);
  }

  /**
   * A {@code #tf_type.body} attribute: the registered dialect's own when it parses the text, else an
   * opaque attribute that prints the same text (for attribute kinds the dialect does not define yet).
   */
  static Attribute tfTypeAttribute(MLIRContext ctx, String body) {
    try {
      return attribute(ctx, "#tf_type." + body);
    } catch (ParseException e) {
      return OpaqueAttr.get(ctx, "tf_type", body, null);
    }
  }
}
