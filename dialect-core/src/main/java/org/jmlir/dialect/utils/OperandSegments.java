package org.jmlir.dialect.utils;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.ods.Arity;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * Operand groups sized by the {@code operandSegmentSizes} property (MLIR's AttrSizedOperandSegments),
 * for ops with several variadic operand groups, which {@link org.jmlir.ir.ods.OpSpec} does not split
 * yet. The op's spec declares one variadic operand of any type; this class checks the segment sizes
 * and each group's named constraint with mlir-opt 22's wording.
 */
public final class OperandSegments {
  /** The property that holds the group sizes. */
  public static final String ATTR = "operandSegmentSizes";

  /** One operand group. */
  public record Segment(String name, TypeConstraint constraint, Arity arity) {}

  private final List<Segment> segments;

  private OperandSegments(List<Segment> segments) {
    this.segments = List.copyOf(segments);
  }

  public static OperandSegments of(Segment... segments) {
    return new OperandSegments(List.of(segments));
  }

  public static Segment single(String name, TypeConstraint c) {
    return new Segment(name, c, Arity.SINGLE);
  }

  public static Segment optional(String name, TypeConstraint c) {
    return new Segment(name, c, Arity.OPTIONAL);
  }

  public static Segment variadic(String name, TypeConstraint c) {
    return new Segment(name, c, Arity.VARIADIC);
  }

  public List<Segment> segments() {
    return segments;
  }

  /** {@code array<i32: sizes...>}. */
  public static DenseArrayAttr sizesAttr(MLIRContext ctx, int... sizes) {
    long[] v = new long[sizes.length];
    for (int i = 0; i < sizes.length; i++) {
      v[i] = sizes[i];
    }
    return DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), v);
  }

  /** The operands of group {@code index}; empty when the sizes are malformed. */
  public List<Value> group(Operation op, int index) {
    long[] sizes = sizes(op);
    if (sizes.length != segments.size()) {
      return List.of();
    }
    int start = 0;
    for (int i = 0; i < index; i++) {
      start += (int) sizes[i];
    }
    int end = start + (int) sizes[index];
    if (start < 0 || end > op.numOperands() || end < start) {
      return List.of();
    }
    return op.operands().subList(start, end);
  }

  /** The single operand of group {@code index}, or null. */
  public Value single(Operation op, int index) {
    List<Value> g = group(op, index);
    return g.size() == 1 ? g.get(0) : null;
  }

  private static long[] sizes(Operation op) {
    return DynamicIndexList.values(op.inherentAttr(ATTR));
  }

  /** Checks the sizes against the operands, then each operand against its group's constraint. */
  public boolean verify(Operation op) {
    Attribute attr = op.inherentAttr(ATTR);
    long[] sizes = sizes(op);
    if (attr != null && sizes.length != segments.size()) {
      return op.emitOpError(
              "'" + ATTR + "' attribute for specifying operand segments must have " + segments.size()
                  + " elements, but got " + sizes.length)
          .report();
    }
    long total = 0;
    for (long s : sizes) {
      if (s < 0) {
        return op.emitOpError("'" + ATTR + "' attribute cannot have negative elements").report();
      }
      total += s;
    }
    if (total != op.numOperands()) {
      return op.emitOpError(
              "operand count (" + op.numOperands() + ") does not match with the total size (" + total
                  + ") specified in attribute '" + ATTR + "'")
          .report();
    }
    int pos = 0;
    for (int g = 0; g < segments.size(); g++) {
      Segment s = segments.get(g);
      int size = (int) sizes[g];
      if (s.arity() == Arity.OPTIONAL && size > 1) {
        return op.emitOpError("operand group starting at #" + pos + " requires 0 or 1 element, but found " + size)
            .report();
      }
      String description =
          switch (s.arity()) {
            case SINGLE -> s.constraint().description();
            case OPTIONAL -> "optional of " + s.constraint().description();
            case VARIADIC -> "variadic of " + s.constraint().description();
          };
      for (int i = pos; i < pos + size; i++) {
        Type t = op.operand(i).type();
        if (!s.constraint().test(t)) {
          return op.emitOpError("operand #" + i + " must be " + description + ", but got '" + Texts.type(t) + "'")
              .report();
        }
      }
      pos += size;
    }
    return true;
  }
}
