package org.jmlir.dialect.chlo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.parse.AsmParser;
import org.jmlir.ir.parse.Delimiter;

/**
 * {@code #chlo.ragged_dot<lhs_batching_dimensions = [0], ..., rhs_group_dimensions = [0]>}: the
 * dimension numbers of {@code chlo.ragged_dot}. Empty lists are left out when printed, as
 * stablehlo-opt prints them; fields parse in any order, each at most once.
 */
public final class RaggedDotDimensionNumbersAttr implements DialectAttribute {
  static final String[] FIELDS = {
    "lhs_batching_dimensions",
    "rhs_batching_dimensions",
    "lhs_contracting_dimensions",
    "rhs_contracting_dimensions",
    "lhs_ragged_dimensions",
    "rhs_group_dimensions"
  };

  private record Key(List<List<Long>> fields) {}

  private final long[][] fields;

  private RaggedDotDimensionNumbersAttr(Key k) {
    fields = new long[FIELDS.length][];
    for (int i = 0; i < FIELDS.length; i++) {
      List<Long> f = k.fields.get(i);
      fields[i] = new long[f.size()];
      for (int j = 0; j < f.size(); j++) {
        fields[i][j] = f.get(j);
      }
    }
  }

  /** {@code dims} in {@link #FIELDS} order. */
  public static RaggedDotDimensionNumbersAttr get(MLIRContext ctx, long[]... dims) {
    List<List<Long>> key = new ArrayList<>();
    for (int i = 0; i < FIELDS.length; i++) {
      key.add(List.copyOf(Arrays.stream(i < dims.length ? dims[i] : new long[0]).boxed().toList()));
    }
    return ctx.intern(new Key(key), RaggedDotDimensionNumbersAttr::new);
  }

  public long[] lhsBatchingDimensions() {
    return fields[0].clone();
  }

  public long[] rhsBatchingDimensions() {
    return fields[1].clone();
  }

  public long[] lhsContractingDimensions() {
    return fields[2].clone();
  }

  public long[] rhsContractingDimensions() {
    return fields[3].clone();
  }

  public long[] lhsRaggedDimensions() {
    return fields[4].clone();
  }

  public long[] rhsGroupDimensions() {
    return fields[5].clone();
  }

  @Override
  public String dialectNamespace() {
    return ChloDialect.NAMESPACE;
  }

  @Override
  public String body() {
    StringBuilder sb = new StringBuilder("ragged_dot<");
    String sep = "";
    for (int i = 0; i < FIELDS.length; i++) {
      if (fields[i].length == 0) {
        continue;
      }
      sb.append(sep).append(FIELDS[i]).append(" = [");
      for (int j = 0; j < fields[i].length; j++) {
        sb.append(j > 0 ? ", " : "").append(fields[i][j]);
      }
      sb.append(']');
      sep = ", ";
    }
    return sb.append('>').toString();
  }

  @Override
  public String toString() {
    return "#chlo." + body();
  }

  /** Parses {@code <field = [dims], ...>} (the text after the mnemonic). */
  static RaggedDotDimensionNumbersAttr parse(AsmParser p) {
    p.parseLess();
    long[][] dims = new long[FIELDS.length][];
    while (!p.parseOptionalGreater()) {
      int offset = p.currentOffset();
      String kw = p.parseOptionalKeyword(List.of(FIELDS));
      if (kw == null) {
        StringBuilder msg = new StringBuilder("expected one of: ");
        for (int i = 0; i < FIELDS.length; i++) {
          msg.append(i > 0 ? ", " : "").append('`').append(FIELDS[i]).append('`');
        }
        p.emitError(offset, msg.toString());
        throw p.emitError("failed parsing ragged dot dimension numbers attribute");
      }
      int index = List.of(FIELDS).indexOf(kw);
      if (dims[index] != null) {
        p.emitError(p.currentOffset(), "duplicated `" + kw + "` entry");
        throw p.emitError("failed parsing ragged dot dimension numbers attribute");
      }
      p.parseEqual();
      List<Long> values = new ArrayList<>();
      p.parseCommaSeparatedList(Delimiter.SQUARE, () -> values.add(p.parseInteger().longValueExact()), "dimension list");
      dims[index] = values.stream().mapToLong(Long::longValue).toArray();
      if (!p.parseOptionalComma()) {
        p.parseGreater();
        break;
      }
    }
    for (int i = 0; i < dims.length; i++) {
      if (dims[i] == null) {
        dims[i] = new long[0];
      }
    }
    return get(p.context(), dims);
  }
}
