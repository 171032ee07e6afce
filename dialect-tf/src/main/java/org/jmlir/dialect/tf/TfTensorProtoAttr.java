package org.jmlir.dialect.tf;

import java.util.HexFormat;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.attr.ElementsAttr;
import org.jmlir.ir.type.ShapedType;

/**
 * {@code #tf_type<tensor_proto : "0x..."> : tensor<2x!tf_type.quint8>}: a constant MLIR has no
 * elements attribute for (quantized and other TensorFlow-only element types), kept as TensorFlow
 * keeps it: the bytes of its mangled TensorProto ({@code tftensor$} and the proto's one-line text).
 */
public final class TfTensorProtoAttr implements DialectAttribute, ElementsAttr {
  /** Interned by the upper-case hex of the bytes, which is also how they print. */
  private record Key(String hex, ShapedType type) {}

  private final String hex;
  private final ShapedType type;

  private TfTensorProtoAttr(Key k) {
    this.hex = k.hex;
    this.type = k.type;
  }

  public static TfTensorProtoAttr get(MLIRContext ctx, byte[] value, ShapedType type) {
    return ctx.intern(new Key(HexFormat.of().withUpperCase().formatHex(value), type), TfTensorProtoAttr::new);
  }

  /** The mangled TensorProto. */
  public byte[] value() {
    return HexFormat.of().parseHex(hex);
  }

  @Override
  public ShapedType type() {
    return type;
  }

  @Override
  public String dialectNamespace() {
    return TfTypeDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return "tensor_proto : \"0x" + hex + "\"";
  }

  @Override
  public String toString() {
    return "#tf_type<" + body() + ">";
  }
}
