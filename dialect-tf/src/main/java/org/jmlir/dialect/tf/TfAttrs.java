package org.jmlir.dialect.tf;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.type.ShapedType;

/** Parses the tf_type attributes ({@code #tf_type.shape}, {@code func}, ...; also spelled {@code #tf.}). */
final class TfAttrs {
  private TfAttrs() {}

  static Attribute parse(DialectAsmParser p, org.jmlir.ir.type.Type type) {
    MLIRContext ctx = p.context();
    int at = p.currentOffset();
    String mnemonic = p.parseOptionalKeyword();
    if (mnemonic == null) {
      throw p.emitError(at, "unknown attribute in TF dialect: " + p.fullSpec());
    }
    return switch (mnemonic) {
      case "shape" -> parseShape(p, ctx);
      case "func" -> parseFunc(p, ctx);
      case "tensor_proto" -> parseTensorProto(p, ctx, type);
      case "version", "full_type", "placeholder" -> {
        skipBalanced(p);
        yield TfTextAttr.get(ctx, p.fullSpec());
      }
      default -> throw p.emitError(at, "unknown attribute in TF dialect: " + mnemonic);
    };
  }

  /** {@code <*>}, {@code <>} or {@code <2x?x3>}. */
  private static Attribute parseShape(DialectAsmParser p, MLIRContext ctx) {
    p.parseLess();
    if (p.parseOptionalStar()) {
      if (!p.parseOptionalGreater()) {
        throw p.emitError("expected `>` after `*` when parsing a tf.shape attribute");
      }
      return TfShapeAttr.unranked(ctx);
    }
    // The dimensions come from the text: the lexer reads "2x3" as 2 and x3, and "0x4" as hex.
    while (!p.parseOptionalGreater()) {
      if (p.parseOptionalInteger() == null && !p.parseOptionalQuestion() && p.parseOptionalKeyword() == null) {
        throw p.emitError("expected an integer or `?` when parsing a tf.shape attribute");
      }
    }
    String spec = p.fullSpec();
    String dims = spec.substring(spec.indexOf('<') + 1, spec.lastIndexOf('>')).strip();
    if (dims.isEmpty()) {
      return TfShapeAttr.get(ctx, new long[0]);
    }
    String[] parts = dims.split("x", -1);
    long[] shape = new long[parts.length];
    for (int i = 0; i < parts.length; i++) {
      String d = parts[i].strip();
      if (d.equals("?")) {
        shape[i] = ShapedType.DYNAMIC;
      } else {
        try {
          shape[i] = Long.parseLong(d);
        } catch (NumberFormatException e) {
          throw p.emitError("expected an integer or `?` when parsing a tf.shape attribute");
        }
      }
    }
    return TfShapeAttr.get(ctx, shape);
  }

  /** {@code tensor_proto : "0x<hex>"}, typed by the shaped type written after the attribute. */
  private static Attribute parseTensorProto(DialectAsmParser p, MLIRContext ctx, org.jmlir.ir.type.Type type) {
    p.parseColon();
    int at = p.currentOffset();
    String data = p.parseString();
    if (!data.startsWith("0x")) {
      throw p.emitError(at, "Hex string doesn't start with `0x`");
    }
    byte[] bytes;
    try {
      bytes = java.util.HexFormat.of().parseHex(data.substring(2));
    } catch (IllegalArgumentException e) {
      throw p.emitError(at, "invalid hex string in tensor_proto attribute");
    }
    if (!(type instanceof ShapedType shaped)) {
      throw p.emitError(at, "a tensor_proto attribute needs a shaped type, e.g. `: tensor<2x!tf_type.quint8>`");
    }
    return TfTensorProtoAttr.get(ctx, bytes, shaped);
  }

  /** {@code <@symbol, {attrs}>} or {@code <"", {attrs}>}. */
  private static Attribute parseFunc(DialectAsmParser p, MLIRContext ctx) {
    p.parseLess();
    int at = p.currentOffset();
    Attribute name;
    try {
      name = p.parseAttribute(null);
    } catch (org.jmlir.ir.parse.ParseException e) {
      // TensorFlow adds its own error after the attribute parser's.
      throw p.emitError(at, "expected symbol while parsing tf.func attribute");
    }
    if (name instanceof StringAttr s) {
      if (!s.value().isEmpty()) {
        throw p.emitError(at, "expected empty string or symbol while parsing tf.func attribute");
      }
      name = SymbolRefAttr.get(ctx, "");
    }
    if (!(name instanceof SymbolRefAttr sym)) {
      throw p.emitError(at, "expected symbol while parsing tf.func attribute");
    }
    p.parseComma();
    at = p.currentOffset();
    Attribute dict;
    try {
      dict = p.parseAttribute(null);
    } catch (org.jmlir.ir.parse.ParseException e) {
      throw p.emitError(at, "expected Dictionary attribute while parsing tf.func attribute");
    }
    if (!(dict instanceof DictionaryAttr d)) {
      throw p.emitError(at, "expected Dictionary attribute while parsing tf.func attribute");
    }
    p.parseGreater();
    return TfFuncAttr.get(ctx, sym, d);
  }

  /** Consumes a balanced {@code <...>} whose content is kept as text. */
  private static void skipBalanced(DialectAsmParser p) {
    p.parseLess();
    int depth = 1;
    while (depth > 0) {
      if (p.parseOptionalLess()) {
        depth++;
      } else if (p.parseOptionalGreater()) {
        depth--;
      } else if (!consumeAny(p)) {
        throw p.emitError("unexpected token in tf_type attribute");
      }
    }
  }

  private static boolean consumeAny(DialectAsmParser p) {
    return p.parseOptionalInteger() != null || p.parseOptionalString() != null || p.parseOptionalKeyword() != null
        || p.parseOptionalComma() || p.parseOptionalEqual() || p.parseOptionalLSquare() || p.parseOptionalRSquare()
        || p.parseOptionalLParen() || p.parseOptionalRParen() || p.parseOptionalLBrace() || p.parseOptionalRBrace()
        || p.parseOptionalColon() || p.parseOptionalQuestion() || p.parseOptionalStar() || p.parseOptionalArrow()
        || p.parseOptionalSymbolName() != null || p.parseOptionalAttribute(null) != null;
  }
}
