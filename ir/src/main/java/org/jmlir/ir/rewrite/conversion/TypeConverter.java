package org.jmlir.ir.rewrite.conversion;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.Type;

/**
 * Converts types for a dialect conversion (MLIR's TypeConverter). Conversions are tried newest
 * first; each returns the converted types (1:N, possibly empty to drop a value), or null to pass.
 * Materializations build the casts that connect values of old and new types.
 */
public class TypeConverter {
  /** One conversion rule: the converted types, or null when the rule does not apply. */
  @FunctionalInterface
  public interface Conversion {
    List<Type> convert(Type type);
  }

  /** Builds a value of {@code resultType} from {@code inputs} at the builder's insertion point, or null. */
  @FunctionalInterface
  public interface Materialization {
    Value materialize(OpBuilder builder, Type resultType, List<Value> inputs, Location loc);
  }

  private final List<Conversion> conversions = new ArrayList<>();
  private final List<Materialization> sourceMaterializations = new ArrayList<>();
  private final List<Materialization> targetMaterializations = new ArrayList<>();

  /** Adds a 1:1 conversion ({@code t -> t'} or null). */
  public void addConversion(java.util.function.Function<Type, Type> oneToOne) {
    cache.clear();
    conversions.add(t -> {
      Type r = oneToOne.apply(t);
      return r == null ? null : List.of(r);
    });
  }

  /** Adds a 1:N conversion. */
  public void addConversionN(Conversion c) {
    cache.clear();
    conversions.add(c);
  }

  /** Converts values of the new types back to the old type (for users not yet converted). */
  public void addSourceMaterialization(Materialization m) {
    sourceMaterializations.add(m);
  }

  /** Converts values of the old type to the new type (for converted users of unconverted values). */
  public void addTargetMaterialization(Materialization m) {
    targetMaterializations.add(m);
  }

  /** Converted types by source type (types are interned; a converter serves one conversion at a time). */
  private final java.util.IdentityHashMap<Type, List<Type>> cache = new java.util.IdentityHashMap<>();

  /** The sentinel cached for types no rule converts. */
  private static final List<Type> NONE = java.util.Collections.unmodifiableList(new ArrayList<>());

  /** The converted types of {@code t}, or null when no rule converts it. */
  public List<Type> convertTypeN(Type t) {
    List<Type> cached = cache.get(t);
    if (cached != null) {
      return cached == NONE ? null : cached;
    }
    List<Type> result = null;
    for (int i = conversions.size() - 1; i >= 0; i--) {
      List<Type> r = conversions.get(i).convert(t);
      if (r != null) {
        result = r;
        break;
      }
    }
    cache.put(t, result == null ? NONE : result);
    return result;
  }

  /** The single converted type of {@code t}, or null (no rule, or a 1:N rule). */
  public Type convertType(Type t) {
    List<Type> r = convertTypeN(t);
    return r != null && r.size() == 1 ? r.get(0) : null;
  }

  /** Converts each type; null if any does not convert. */
  public List<Type> convertTypes(List<Type> types) {
    List<Type> out = new ArrayList<>();
    for (Type t : types) {
      List<Type> r = convertTypeN(t);
      if (r == null) {
        return null;
      }
      out.addAll(r);
    }
    return out;
  }

  /** A type is legal when it converts to itself. */
  public boolean isLegal(Type t) {
    List<Type> r = convertTypeN(t);
    return r != null && r.size() == 1 && r.get(0) == t;
  }

  /** An op is legal when all its operand and result types are. */
  public boolean isLegal(Operation op) {
    for (Value v : op.operands()) {
      if (!isLegal(v.type())) {
        return false;
      }
    }
    for (Value v : op.results()) {
      if (!isLegal(v.type())) {
        return false;
      }
    }
    return true;
  }

  public boolean isSignatureLegal(FunctionType type) {
    for (Type t : type.inputs()) {
      if (!isLegal(t)) {
        return false;
      }
    }
    for (Type t : type.results()) {
      if (!isLegal(t)) {
        return false;
      }
    }
    return true;
  }

  Value materializeSource(OpBuilder b, Type resultType, List<Value> inputs, Location loc) {
    return materialize(sourceMaterializations, b, resultType, inputs, loc);
  }

  Value materializeTarget(OpBuilder b, Type resultType, List<Value> inputs, Location loc) {
    return materialize(targetMaterializations, b, resultType, inputs, loc);
  }

  private static Value materialize(List<Materialization> ms, OpBuilder b, Type resultType, List<Value> inputs, Location loc) {
    for (int i = ms.size() - 1; i >= 0; i--) {
      Value v = ms.get(i).materialize(b, resultType, inputs, loc);
      if (v != null) {
        return v;
      }
    }
    return null;
  }
}
