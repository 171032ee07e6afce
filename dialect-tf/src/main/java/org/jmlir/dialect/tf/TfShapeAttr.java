package org.jmlir.dialect.tf;

import java.util.Arrays;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.type.ShapedType;

/**
 * {@code #tf_type.shape<2x?x3>} (ranked; {@code ?} is unknown), {@code #tf_type.shape<>} (a scalar)
 * or {@code #tf_type.shape<*>} (unranked): a TensorFlow TensorShape.
 */
public final class TfShapeAttr implements DialectAttribute {
  private record Key(long[] shape) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && Arrays.equals(shape, k.shape);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(shape);
    }
  }

  private final long[] shape;
  private final String body;

  private TfShapeAttr(Key k) {
    this.shape = k.shape;
    StringBuilder sb = new StringBuilder("shape<");
    if (shape == null) {
      sb.append('*');
    } else {
      for (int i = 0; i < shape.length; i++) {
        if (i > 0) {
          sb.append('x');
        }
        if (shape[i] == ShapedType.DYNAMIC) {
          sb.append('?');
        } else {
          sb.append(shape[i]);
        }
      }
    }
    this.body = sb.append('>').toString();
  }

  /** A ranked shape; {@link ShapedType#DYNAMIC} marks an unknown dimension. */
  public static TfShapeAttr get(MLIRContext ctx, long[] shape) {
    return ctx.intern(new Key(shape.clone()), TfShapeAttr::new);
  }

  /** The unranked shape {@code #tf_type.shape<*>}. */
  public static TfShapeAttr unranked(MLIRContext ctx) {
    return ctx.intern(new Key(null), TfShapeAttr::new);
  }

  public boolean hasRank() {
    return shape != null;
  }

  /** The dimensions (a copy); null when unranked. */
  public long[] shape() {
    return shape == null ? null : shape.clone();
  }

  @Override
  public String dialectNamespace() {
    return TfTypeDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return body;
  }

  @Override
  public String toString() {
    return "#tf_type." + body;
  }
}
