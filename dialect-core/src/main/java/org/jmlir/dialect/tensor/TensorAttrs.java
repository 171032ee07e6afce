package org.jmlir.dialect.tensor;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.utils.CommonAttrs;
import org.jmlir.dialect.utils.DynamicIndexList;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.parse.Delimiter;

/** Attribute syntax of tensor ops. */
final class TensorAttrs {
  private TensorAttrs() {}

  /** A DenseI64ArrayAttr written as {@code [1, 2]} in a format (gather_dims, scatter_dims). */
  static final AttrConstraint DIMS_ARRAY =
      new AttrConstraint(
          CommonAttrs.DENSE_I64_ARRAY.description(),
          CommonAttrs.DENSE_I64_ARRAY.predicate(),
          p -> {
            List<Long> values = new ArrayList<>();
            p.parseCommaSeparatedList(Delimiter.SQUARE, () -> {
              BigInteger v = p.parseInteger();
              values.add(v.longValue());
            }, "");
            long[] out = new long[values.size()];
            for (int i = 0; i < out.length; i++) {
              out[i] = values.get(i);
            }
            return DynamicIndexList.toAttr(p.context(), out);
          },
          null,
          (a, p) -> {
            DenseArrayAttr d = (DenseArrayAttr) a;
            p.print('[');
            for (int i = 0; i < d.size(); i++) {
              if (i > 0) {
                p.print(", ");
              }
              p.print(d.rawValue(i));
            }
            p.print(']');
          });
}
