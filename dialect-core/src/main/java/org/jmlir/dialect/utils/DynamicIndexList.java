package org.jmlir.dialect.utils;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.ods.CustomDirective;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.format.FormatState;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.ParseException;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * The mixed static/dynamic index list {@code [%a, 4, %b]} of subviews, slices, pads and reshapes
 * (MLIR's {@code custom<DynamicIndexList>}): each entry is an SSA value (an index) or an integer; the
 * integers go into a DenseI64ArrayAttr where {@link ShapedType#DYNAMIC} marks each value's place.
 */
public final class DynamicIndexList {
  private DynamicIndexList() {}

  /** What a list parsed to: the SSA uses, the static entries, and where the list began. */
  public record Parsed(List<UnresolvedOperand> values, long[] statics, int offset) {}

  /** Parses {@code [entry, ...]}; matches mlir-opt 22's errors for a bad entry or a missing {@code ]}. */
  public static Parsed parse(OpAsmParser p) {
    return parse(p, Delimiter.SQUARE);
  }

  /** Parses the list between {@code delimiter}s ({@code (entry, ...)} for the affine index ops' bases). */
  public static Parsed parse(OpAsmParser p, Delimiter delimiter) {
    int offset = p.currentOffset();
    List<UnresolvedOperand> values = new ArrayList<>();
    List<Long> statics = new ArrayList<>();
    try {
      p.parseCommaSeparatedList(
          delimiter,
          () -> {
            UnresolvedOperand v = p.parseOptionalOperand();
            if (v != null) {
              values.add(v);
              statics.add(ShapedType.DYNAMIC);
              return;
            }
            BigInteger n = p.parseOptionalInteger();
            if (n == null || n.bitLength() > 63) {
              throw p.emitError("expected integer value");
            }
            statics.add(n.longValue());
          },
          "in dynamic index list");
    } catch (ParseException e) {
      // mlir-opt 22 follows the inner error with a second one at the op name.
      throw p.emitError(p.nameOffset(), "expected SSA value or integer");
    }
    long[] out = new long[statics.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = statics.get(i);
    }
    return new Parsed(values, out, offset);
  }

  /** Prints {@code [entry, ...]}: {@code values} fill the dynamic entries in order. */
  public static void print(OpAsmPrinter p, List<? extends Value> values, long[] statics) {
    print(p, values, statics, '[', ']');
  }

  /** Prints {@code open entry, ... close}: {@code values} fill the dynamic entries in order. */
  public static void print(OpAsmPrinter p, List<? extends Value> values, long[] statics, char open, char close) {
    p.print(open);
    int next = 0;
    for (int i = 0; i < statics.length; i++) {
      if (i > 0) {
        p.print(", ");
      }
      if (statics[i] == ShapedType.DYNAMIC && next < values.size()) {
        p.printOperand(values.get(next++));
      } else {
        p.print(statics[i]);
      }
    }
    p.print(close);
  }

  /** {@code array<i64: ...>} holding {@code statics}. */
  public static DenseArrayAttr toAttr(MLIRContext ctx, long[] statics) {
    return DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), statics);
  }

  /** The entries of a DenseI64ArrayAttr, or an empty array for anything else. */
  public static long[] values(Attribute a) {
    if (!(a instanceof DenseArrayAttr d)) {
      return new long[0];
    }
    long[] out = new long[d.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = d.rawValue(i);
    }
    return out;
  }

  /** How many entries of {@code statics} are dynamic. */
  public static int countDynamic(long[] statics) {
    int n = 0;
    for (long s : statics) {
      if (s == ShapedType.DYNAMIC) {
        n++;
      }
    }
    return n;
  }

  /**
   * The {@code custom<DynamicIndexList>($values, $staticAttr)} directive of a declarative format
   * whose op has {@code values} as its only variadic operand group.
   */
  public static CustomDirective directive(String valuesName, String staticAttrName) {
    return new CustomDirective() {
      @Override
      public void parse(OpAsmParser parser, FormatState state) {
        Parsed parsed = DynamicIndexList.parse(parser);
        MLIRContext ctx = parser.context();
        state.setOperands(valuesName, parsed.values(), parsed.offset());
        List<Type> types = new ArrayList<>(parsed.values().size());
        for (int i = 0; i < parsed.values().size(); i++) {
          types.add(IndexType.get(ctx));
        }
        state.setTypes(valuesName, types);
        state.setAttribute(staticAttrName, toAttr(ctx, parsed.statics()));
      }

      @Override
      public void print(Operation op, OpAsmPrinter printer) {
        OpSpec spec = op.def().extension(OpSpec.class);
        List<Value> values = spec.operandGroup(op, spec.operandIndex(valuesName));
        DynamicIndexList.print(printer, values, values(op.inherentAttr(staticAttrName)));
      }
    };
  }
}
