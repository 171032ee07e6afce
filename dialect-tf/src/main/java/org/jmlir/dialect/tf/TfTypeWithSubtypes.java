package org.jmlir.dialect.tf;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.Type;

/**
 * {@code !tf_type.resource} and {@code !tf_type.variant}, optionally with the tensor types they hold
 * ({@code !tf_type.resource<tensor<f32>, tensor<i32>>}): TF's ResourceType and VariantType.
 */
public final class TfTypeWithSubtypes implements TfType {
  /** Which of the two. */
  public enum Kind {
    RESOURCE("resource"),
    VARIANT("variant");

    private final String keyword;

    Kind(String keyword) {
      this.keyword = keyword;
    }

    public String keyword() {
      return keyword;
    }
  }

  private record Key(Kind kind, List<Type> subtypes) {}

  private final Kind kind;
  private final List<Type> subtypes;
  private final String body;

  private TfTypeWithSubtypes(Key k) {
    this.kind = k.kind;
    this.subtypes = k.subtypes;
    StringBuilder sb = new StringBuilder(kind.keyword);
    if (!subtypes.isEmpty()) {
      sb.append('<');
      for (int i = 0; i < subtypes.size(); i++) {
        if (i > 0) {
          sb.append(", ");
        }
        sb.append(AttrTypeText.type(subtypes.get(i)));
      }
      sb.append('>');
    }
    this.body = sb.toString();
  }

  static TfTypeWithSubtypes get(MLIRContext ctx, Kind kind, List<? extends Type> subtypes) {
    return ctx.intern(new Key(kind, List.copyOf(subtypes)), TfTypeWithSubtypes::new);
  }

  public Kind kind() {
    return kind;
  }

  /** The tensor types held (empty when not inferred). */
  public List<Type> subtypes() {
    return subtypes;
  }

  @Override
  public String name() {
    return kind.keyword;
  }

  @Override
  public String body() {
    return body;
  }

  @Override
  public String toString() {
    return "!tf_type." + body;
  }
}
