package org.jmlir.dialect.llvm;

import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.type.Type;

/**
 * An llvm op of a family without accessors of its own (integer and float arithmetic, casts,
 * intrinsics, ...); the shared accessors below read its properties by name.
 */
public class LlvmOp extends Operation {
  LlvmOp() {}

  /** The op's fast-math flags (0 when it has none). */
  public final int fastmathFlags() {
    return inherentAttr("fastmathFlags") instanceof FastmathFlagsAttr f ? f.flags() : 0;
  }

  /** The integer overflow flags ({@link LlvmSpecs#NSW} | {@link LlvmSpecs#NUW}); 0 when none. */
  public final int overflowFlags() {
    return inherentAttr("overflowFlags") instanceof IntegerAttr i ? (int) i.longValue() : 0;
  }

  /** Whether the unit attribute {@code name} is set ({@code isExact}, {@code nonNeg}, {@code volatile_}, ...). */
  public final boolean flag(String name) {
    return inherentAttr(name) instanceof UnitAttr;
  }

  /** An integer property ({@code alignment}, ...), or {@code dflt} when absent. */
  public final long intAttr(String name, long dflt) {
    return inherentAttr(name) instanceof IntegerAttr i ? i.longValue() : dflt;
  }

  /** A type property ({@code elem_type}, {@code global_type}), or null. */
  public final Type typeAttr(String name) {
    return inherentAttr(name) instanceof TypeAttr t ? t.value() : null;
  }

  /** The keyword of an integer-enum property ({@code ordering}, {@code predicate}, ...). */
  public final String enumAttr(String name, LlvmEnums.IntEnum e) {
    Attribute a = inherentAttr(name);
    return a == null ? null : e.keyword(a);
  }
}
