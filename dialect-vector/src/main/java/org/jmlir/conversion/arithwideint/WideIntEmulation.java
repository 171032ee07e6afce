package org.jmlir.conversion.arithwideint;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.dialect.arith.transforms.ArithBuilder;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.func.FuncOp;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.conversion.ConversionPattern;
import org.jmlir.ir.rewrite.conversion.ConversionPatternRewriter;
import org.jmlir.ir.rewrite.conversion.ConversionTarget;
import org.jmlir.ir.rewrite.conversion.TypeConverter;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * MLIR 22's wide integer emulation (arith's WideIntEmulationConverter and
 * populateArithWideIntEmulationPatterns): with {@code N} the widest supported integer width, an
 * {@code i(2N)} becomes {@code vector<2xiN>} (low half first) and {@code vector<...xi(2N)>} becomes
 * {@code vector<...x2xiN>} (and, for the memref pass, {@code memref<...xi(2N)>} becomes
 * {@code memref<...xvector<2xiN>>}); integers wider than {@code 2N} do not convert. Each arith op on the wide
 * type is rebuilt on the halves with the op sequences MLIR emits; some patterns (max/min, shrsi,
 * sitofp, fptosi, index casts) build wide ops again and leave them to the other patterns.
 */
public final class WideIntEmulation {
  private WideIntEmulation() {}

  /** The converter of wide integer types to vectors of halves (unsupported widths do not convert). */
  public static TypeConverter converter(MLIRContext ctx, int widest, boolean memrefs) {
    TypeConverter c = new TypeConverter();
    c.addConversionN(t -> {
      Type r = convert(ctx, widest, memrefs, t);
      return r == null ? List.of() : List.of(r);
    });
    return c;
  }

  /** The converted type, or null when {@code t} is an integer (or vector of them) of unsupported width. */
  static Type convert(MLIRContext ctx, int widest, boolean memrefs, Type t) {
    if (t instanceof IntegerType i) {
      if (i.width() <= widest) {
        return t;
      }
      return i.width() == 2 * widest ? VectorType.get(ctx, new long[] {2}, IntegerType.get(ctx, widest)) : null;
    }
    if (t instanceof VectorType v && v.elementType() instanceof IntegerType i) {
      if (i.width() <= widest) {
        return t;
      }
      if (i.width() != 2 * widest) {
        return null;
      }
      long[] shape = Arrays.copyOf(v.shape(), v.shape().length + 1);
      shape[shape.length - 1] = 2;
      return VectorType.get(ctx, shape, IntegerType.get(ctx, widest));
    }
    if (memrefs && t instanceof MemRefType m && m.elementType() instanceof IntegerType i && i.width() > widest) {
      Type e = convert(ctx, widest, false, i);
      return e == null ? null : MemRefType.get(ctx, m.shape(), e, m.layout(), m.memorySpace());
    }
    if (t instanceof FunctionType f) {
      List<Type> in = new ArrayList<>();
      List<Type> out = new ArrayList<>();
      for (Type x : f.inputs()) {
        Type y = convert(ctx, widest, memrefs, x);
        if (y == null) {
          return null;
        }
        in.add(y);
      }
      for (Type x : f.results()) {
        Type y = convert(ctx, widest, memrefs, x);
        if (y == null) {
          return null;
        }
        out.add(y);
      }
      return FunctionType.get(ctx, in, out);
    }
    return t;
  }

  /** The target of the emulation: arith, func.call/return and vector.print legal once their types are. */
  public static ConversionTarget target(TypeConverter tc) {
    ConversionTarget t = new ConversionTarget();
    t.addDynamicallyLegalOp("func.func", op -> op instanceof FuncOp f && tc.isLegal(f.functionType()));
    for (String n : List.of("func.call", "func.return", "vector.print")) {
      t.addDynamicallyLegalOp(n, tc::isLegal);
    }
    t.addDynamicallyLegalDialect("arith", tc::isLegal);
    t.addLegalDialect("vector");
    return t;
  }

  /** The memref conversions (MLIR's populateMemRefWideIntEmulationPatterns): alloc, load and store on converted types. */
  public static List<ConversionPattern> memrefPatterns(TypeConverter tc) {
    List<ConversionPattern> ps = new ArrayList<>();
    for (String n : List.of("memref.alloc", "memref.load", "memref.store")) {
      ps.add(ConversionPattern.of(n, tc, (op, operands, rw) -> recreate(op, operands, tc, rw)));
    }
    return ps;
  }

  /** The function signature, call and return conversions (MLIR's func type conversion patterns). */
  public static List<ConversionPattern> funcPatterns(TypeConverter tc) {
    return List.of(
        ConversionPattern.of("func.func", tc, (op, operands, rw) -> {
          FunctionType ft = ((FuncOp) op).functionType();
          List<Type> in = tc.convertTypes(ft.inputs());
          List<Type> out = tc.convertTypes(ft.results());
          if (in == null || out == null || in.size() != ft.inputs().size() || out.size() != ft.results().size()) {
            return false;
          }
          if (!op.region(0).blocks().isEmpty() && rw.convertEntryBlockTypes(op.region(0), tc) == null) {
            return false;
          }
          rw.modifyOpInPlace(op, () -> op.setAttr("function_type", TypeAttr.get(rw.context(), FunctionType.get(rw.context(), in, out))));
          return true;
        }),
        ConversionPattern.of("func.call", tc, (op, operands, rw) -> recreate(op, operands, tc, rw)),
        ConversionPattern.of("func.return", tc, (op, operands, rw) -> {
          rw.modifyOpInPlace(op, () -> {
            for (int i = 0; i < operands.size(); i++) {
              op.setOperand(i, operands.get(i));
            }
          });
          return true;
        }));
  }

  /** The op again with converted operands and result types (call). */
  private static boolean recreate(Operation op, List<Value> operands, TypeConverter tc, ConversionPatternRewriter rw) {
    List<Type> types = new ArrayList<>();
    for (Value r : op.results()) {
      types.add(r.type());
    }
    List<Type> newTypes = tc.convertTypes(types);
    if (newTypes == null || newTypes.size() != types.size()) {
      return false;
    }
    OperationState s = new OperationState(rw.context(), op.name(), op.location());
    s.addOperands(operands);
    s.addTypes(newTypes);
    s.properties = op.properties();
    s.attributes.addAll(op.attributes().entries());
    rw.replaceOp(op, rw.create(s).results());
    return true;
  }

  /** The one-to-one {@code builtin.unrealized_conversion_cast} ops under {@code root}. */
  static java.util.Set<Operation> unrealizedCasts(Operation root) {
    java.util.Set<Operation> out = new java.util.LinkedHashSet<>();
    root.walk(op -> {
      if (op.name().equals("builtin.unrealized_conversion_cast") && op.numOperands() == 1 && op.numResults() == 1) {
        out.add(op);
      }
    });
    return out;
  }

  /**
   * Reports a cast the conversion added (not in {@code before}) that is still used, as MLIR's driver
   * does for a materialization the converter cannot build (this converter builds none); true when
   * one was reported.
   */
  static boolean reportLiveCasts(Operation root, java.util.Set<Operation> before) {
    Operation live = null;
    for (Operation c : unrealizedCasts(root)) {
      if (!before.contains(c) && !c.result(0).hasNoUses()) {
        live = c;
      }
    }
    if (live == null) {
      return false;
    }
    Operation user = live.result(0).firstUse().owner();
    live.emitError("failed to legalize unresolved materialization from ('"
            + org.jmlir.ir.print.AttrTypePrinter.toString(live.operand(0).type()) + "') to ('"
            + org.jmlir.ir.print.AttrTypePrinter.toString(live.result(0).type()) + "') that remained live after conversion")
        .attachNote(user.location(), "see existing live user here: "
            + org.jmlir.ir.diag.OpText.inDiagnostic(user, org.jmlir.ir.diag.Severity.NOTE))
        .report();
    return true;
  }

  /** The emulation patterns for {@code widest}-bit halves. */
  public static List<ConversionPattern> patterns(TypeConverter tc, int widest) {
    List<ConversionPattern> ps = new ArrayList<>();
    ps.add(wide("arith.constant", tc, WideIntEmulation::constant));
    ps.add(ConversionPattern.of("arith.cmpi", tc, (op, operands, rw) -> {
      if (!(tc.convertType(op.operand(0).type()) instanceof VectorType)) {
        return false;
      }
      Halves h = new Halves(rw, op.location());
      String pred = predicate(op);
      Value[] l = h.halves(operands.get(0));
      Value[] r = h.halves(operands.get(1));
      Value lo = h.a.cmpi(unsigned(pred), l[0], r[0]);
      Value hi = h.a.cmpi(pred, l[1], r[1]);
      Value res = switch (pred) {
        case "eq" -> h.a.same("arith.andi", lo, hi);
        case "ne" -> h.a.same("arith.ori", lo, hi);
        default -> h.a.select(h.a.cmpi("eq", l[1], r[1]), lo, hi);
      };
      rw.replaceOp(op, List.of(h.dropX1(res)));
      return true;
    }));
    ps.add(wide("arith.select", tc, (op, operands, ty, h) -> {
      Value[] t = h.halves(operands.get(1));
      Value[] f = h.halves(operands.get(2));
      Value c = h.appendX1(operands.get(0));
      return h.result(ty, h.a.select(c, t[0], f[0]), h.a.select(c, t[1], f[1]));
    }));
    ps.add(ConversionPattern.of("vector.print", tc, (op, operands, rw) -> recreate(op, operands, tc, rw)));
    ps.add(wide("arith.addi", tc, (op, operands, ty, h) -> {
      Value[] l = h.halves(operands.get(0));
      Value[] r = h.halves(operands.get(1));
      Operation sum = h.a.op("arith.addui_extended", List.of(l[0].type(), h.i1Like(l[0].type())), List.of(l[0], r[0]));
      Value carry = h.a.cast("arith.extui", l[0].type(), sum.result(1));
      Value hi = h.a.same("arith.addi", h.a.same("arith.addi", carry, l[1]), r[1]);
      return h.result(ty, sum.result(0), hi);
    }));
    ps.add(wide("arith.subi", tc, (op, operands, ty, h) -> {
      Value[] l = h.halves(operands.get(0));
      Value[] r = h.halves(operands.get(1));
      // MLIR 22 computes the borrow with a compare (later versions use subui_extended).
      Value lo = h.a.same("arith.subi", l[0], r[0]);
      Value borrow = h.a.cast("arith.extui", l[0].type(), h.a.cmpi("ult", l[0], r[0]));
      Value hi = h.a.same("arith.subi", h.a.same("arith.subi", l[1], borrow), r[1]);
      return h.result(ty, lo, hi);
    }));
    ps.add(wide("arith.muli", tc, (op, operands, ty, h) -> {
      Value[] l = h.halves(operands.get(0));
      Value[] r = h.halves(operands.get(1));
      Operation ll = h.a.op("arith.mului_extended", List.of(l[0].type(), l[0].type()), List.of(l[0], r[0]));
      Value lh = h.a.same("arith.muli", l[0], r[1]);
      Value hl = h.a.same("arith.muli", l[1], r[0]);
      Value hi = h.a.same("arith.addi", h.a.same("arith.addi", ll.result(1), lh), hl);
      return h.result(ty, ll.result(0), hi);
    }));
    for (String n : List.of("andi", "ori", "xori")) {
      ps.add(wide("arith." + n, tc, (op, operands, ty, h) -> {
        Value[] l = h.halves(operands.get(0));
        Value[] r = h.halves(operands.get(1));
        return h.result(ty, h.a.same("arith." + n, l[0], r[0]), h.a.same("arith." + n, l[1], r[1]));
      }));
    }
    ps.add(wide("arith.shli", tc, (op, operands, ty, h) -> {
      Value[] l = h.halves(operands.get(0));
      Value[] amt = h.shiftAmount(operands.get(1), widest);
      Value s = amt[0];
      Value zero = amt[1];
      Value width = amt[2];
      Value big = amt[3];
      Value lo = h.a.select(big, zero, h.a.same("arith.shli", l[0], s));
      Value capped = h.a.select(big, width, s);
      Value right = h.a.same("arith.shrui", l[0], h.a.same("arith.subi", width, capped));
      Value left = h.a.same("arith.shli", l[0], h.a.same("arith.subi", s, width));
      Value hiHigh = h.a.select(big, zero, h.a.same("arith.shli", l[1], s));
      Value hiLow = h.a.select(big, left, right);
      return h.result(ty, lo, h.a.same("arith.ori", hiLow, hiHigh));
    }));
    ps.add(wide("arith.shrui", tc, (op, operands, ty, h) -> {
      Value[] l = h.halves(operands.get(0));
      Value[] amt = h.shiftAmount(operands.get(1), widest);
      Value s = amt[0];
      Value zero = amt[1];
      Value width = amt[2];
      Value big = amt[3];
      Value loLow = h.a.select(big, zero, h.a.same("arith.shrui", l[0], s));
      Value hi = h.a.select(big, zero, h.a.same("arith.shrui", l[1], s));
      Value capped = h.a.select(big, width, s);
      Value left = h.a.same("arith.shli", l[1], h.a.same("arith.subi", width, capped));
      Value right = h.a.same("arith.shrui", l[1], h.a.same("arith.subi", s, width));
      Value loHigh = h.a.select(big, right, left);
      return h.result(ty, h.a.same("arith.ori", loLow, loHigh), hi);
    }));
    ps.add(wide("arith.shrsi", tc, (op, operands, ty, h) -> {
      Type oldTy = op.result(0).type();
      Value hi = h.slice(operands.get(0), 1);
      Value s = h.slice(operands.get(1), 0);
      Value zero = h.a.intConst(s.type(), 0);
      Value sign = h.dropX1(h.a.cmpi("slt", hi, zero));
      Value allSign = h.a.cast("arith.extsi", oldTy, sign);
      Value max = h.a.intConst(s.type(), 2L * widest);
      Value kept = h.a.cast("arith.extui", oldTy, h.dropX1(h.a.same("arith.subi", max, s)));
      Value signBits = h.a.same("arith.shli", allSign, kept);
      Value shrui = h.a.same("arith.shrui", op.operand(0), op.operand(1));
      Value shrsi = h.a.same("arith.ori", shrui, signBits);
      Value noop = h.dropX1(h.a.cmpi("eq", s, zero));
      return h.a.select(noop, op.operand(0), shrsi);
    }));
    ps.add(wide("arith.extsi", tc, (op, operands, ty, h) -> {
      Type comp = h.reduceInnermost(ty);
      Value ext = h.ext("arith.extsi", comp, h.appendX1(operands.get(0)));
      Value sign = h.a.cast("arith.extsi", comp, h.a.cmpi("slt", ext, h.a.intConst(comp, 0)));
      return h.result(ty, ext, sign);
    }));
    ps.add(wide("arith.extui", tc, (op, operands, ty, h) -> {
      Value ext = h.ext("arith.extui", h.reduceInnermost(ty), h.appendX1(operands.get(0)));
      return h.insert(ext, h.a.intConst(ty, 0), 0);
    }));
    ps.add(ConversionPattern.of("arith.trunci", tc, (op, operands, rw) -> {
      Type to = op.result(0).type();
      if (!tc.isLegal(to) || !(operands.get(0).type() instanceof VectorType)) {
        return false;
      }
      Halves h = new Halves(rw, op.location());
      Value low = h.dropX1(h.slice(operands.get(0), 0));
      rw.replaceOp(op, List.of(h.ext("arith.trunci", to, low)));
      return true;
    }));
    maxMin(ps, tc, "arith.maxui", "ugt");
    maxMin(ps, tc, "arith.maxsi", "sgt");
    maxMin(ps, tc, "arith.minui", "ult");
    maxMin(ps, tc, "arith.minsi", "slt");
    for (String cast : List.of("arith.index_cast", "arith.index_castui")) {
      String extension = cast.equals("arith.index_cast") ? "arith.extsi" : "arith.extui";
      ps.add(ConversionPattern.of(cast, tc, (op, operands, rw) -> {
        Type res = op.result(0).type();
        Type in = op.operand(0).type();
        Halves h = new Halves(rw, op.location());
        if (isIndexLike(res)) {
          if (!(tc.convertType(in) instanceof VectorType)) {
            return false;
          }
          Value low = h.dropX1(h.slice(operands.get(0), 0));
          rw.replaceOp(op, List.of(h.a.cast(cast, res, low)));
          return true;
        }
        if (!isIndexLike(in) || !(tc.convertType(res) instanceof VectorType)) {
          return false;
        }
        Type narrow = h.a.like(res, h.a.i(widest));
        Value v = h.a.cast(cast, narrow, operands.get(0));
        rw.replaceOp(op, List.of(h.a.cast(extension, res, v)));
        return true;
      }));
    }
    ps.add(ConversionPattern.of("arith.sitofp", tc, (op, operands, rw) -> {
      Value in = op.operand(0);
      if (!(tc.convertType(in.type()) instanceof VectorType)) {
        return false;
      }
      Halves h = new Halves(rw, op.location());
      Value zero = h.a.intConst(in.type(), 0);
      Value neg = h.a.cmpi("slt", in, zero);
      Value abs = h.a.select(neg, h.a.same("arith.subi", zero, in), in);
      Value absFp = h.a.cast("arith.uitofp", op.result(0).type(), abs);
      Value negFp = h.a.same("arith.negf", absFp);
      rw.replaceOp(op, List.of(h.a.select(neg, negFp, absFp)));
      return true;
    }));
    ps.add(ConversionPattern.of("arith.uitofp", tc, (op, operands, rw) -> {
      if (!(tc.convertType(op.operand(0).type()) instanceof VectorType)) {
        return false;
      }
      Halves h = new Halves(rw, op.location());
      Value[] hl = h.halves(operands.get(0));
      Value low = h.dropX1(hl[0]);
      Value high = h.dropX1(hl[1]);
      Value hiZero = h.a.cmpi("eq", high, h.a.intConst(high.type(), 0));
      Type resTy = op.result(0).type();
      Value lowFp = h.a.cast("arith.uitofp", resTy, low);
      Value hiFp = h.a.cast("arith.uitofp", resTy, high);
      Value pow = h.a.floatConst(resTy, Math.pow(2, widest));
      Value sum = h.a.same("arith.addf", lowFp, h.a.same("arith.mulf", hiFp, pow));
      rw.replaceOp(op, List.of(h.a.select(hiZero, lowFp, sum)));
      return true;
    }));
    ps.add(wide("arith.fptosi", tc, (op, operands, ty, h) -> {
      Value in = operands.get(0);
      Type intTy = op.result(0).type();
      Value zeroFp = h.a.constant(ConstFold.zero(h.a.context(), in.type()));
      Value zeroInt = h.a.intConst(intTy, 0);
      Value neg = h.a.cmpf("olt", in, zeroFp);
      Value abs = h.a.select(neg, h.a.same("arith.negf", in), in);
      Value res = h.a.cast("arith.fptoui", intTy, abs);
      return h.a.select(neg, h.a.same("arith.subi", zeroInt, res), res);
    }));
    ps.add(wide("arith.fptoui", tc, (op, operands, ty, h) -> {
      Value in = operands.get(0);
      Type half = h.a.like(in.type(), h.a.i(widest));
      // 2^N rounds to infinity where it does not fit the float type, as MLIR's constant does.
      Value pow = h.a.floatConst(in.type(), Math.pow(2, widest));
      Value high = h.a.cast("arith.fptoui", half, h.a.same("arith.divf", in, pow));
      Value low = h.a.cast("arith.fptoui", half, h.a.same("arith.remf", in, pow));
      Value high1 = h.appendX1(high); // MLIR reshapes the high half first
      return h.result(ty, h.appendX1(low), high1);
    }));
    return ps;
  }

  private static boolean isIndexLike(Type t) {
    return t instanceof IndexType || t instanceof VectorType v && v.elementType() instanceof IndexType;
  }

  private static void maxMin(List<ConversionPattern> ps, TypeConverter tc, String name, String pred) {
    ps.add(wide(name, tc, (op, operands, ty, h) -> {
      Value cmp = h.a.cmpi(pred, op.operand(0), op.operand(1));
      return h.a.select(cmp, op.operand(0), op.operand(1));
    }));
  }

  private static String predicate(Operation op) {
    long p = ((IntegerAttr) op.inherentAttr("predicate")).value().longValue();
    return org.jmlir.dialect.arith.ArithAttrs.CMPI_PREDICATES.get((int) p);
  }

  private static String unsigned(String pred) {
    return switch (pred) {
      case "sge" -> "uge";
      case "sgt" -> "ugt";
      case "sle" -> "ule";
      case "slt" -> "ult";
      default -> pred;
    };
  }

  /** The constant's value split into halves, element by element. */
  private static Value constant(Operation op, List<Value> operands, VectorType ty, Halves h) {
    Attribute v = op.inherentAttr("value");
    int w = ((IntegerType) ty.elementType()).width();
    BigInteger mask = BigInteger.ONE.shiftLeft(w).subtract(BigInteger.ONE);
    List<BigInteger> wideValues = new ArrayList<>();
    if (v instanceof IntegerAttr i) {
      wideValues.add(i.value());
    } else if (v instanceof DenseIntOrFPElementsAttr d) {
      long n = ((ShapedType) d.type()).numElements();
      for (long k = 0; k < n; k++) {
        wideValues.add(ConstFold.element(d, k));
      }
    } else {
      return null;
    }
    BigInteger[] halves = new BigInteger[wideValues.size() * 2];
    boolean splat = true;
    for (int k = 0; k < wideValues.size(); k++) {
      halves[2 * k] = wideValues.get(k).and(mask);
      halves[2 * k + 1] = wideValues.get(k).shiftRight(w).and(mask);
    }
    for (BigInteger x : halves) {
      splat &= x.equals(halves[0]);
    }
    Attribute attr = splat ? ConstFold.splat(h.a.context(), ty, halves[0]) : ConstFold.dense(h.a.context(), ty, halves);
    return h.a.constant(attr);
  }

  /** The body of a pattern for an op with one result of a wide type ({@code ty}: the converted type). */
  @FunctionalInterface
  interface WideBody {
    Value apply(Operation op, List<Value> operands, VectorType ty, Halves h);
  }

  private static ConversionPattern wide(String name, TypeConverter tc, WideBody body) {
    return ConversionPattern.of(name, tc, (op, operands, rw) -> {
      if (op.numResults() != 1 || !(tc.convertType(op.result(0).type()) instanceof VectorType ty)
          || ty == op.result(0).type()) {
        return false;
      }
      Value r = body.apply(op, operands, ty, new Halves(rw, op.location()));
      if (r == null) {
        return false;
      }
      rw.replaceOp(op, List.of(r));
      return true;
    });
  }

  /** Slicing and assembling the last dimension of vectors of halves. */
  static final class Halves {
    final ArithBuilder a;
    final ConversionPatternRewriter rw;
    final MLIRContext ctx;

    Halves(ConversionPatternRewriter rw, Location loc) {
      this.rw = rw;
      this.a = new ArithBuilder(rw, loc);
      this.ctx = rw.context();
    }

    Type i1Like(Type t) {
      return a.like(t, a.i(1));
    }

    /** vector<...x2xT> to vector<...x1xT>, vector<2xT> to T. */
    Type reduceInnermost(VectorType t) {
      long[] s = t.shape();
      if (s.length == 1) {
        return t.elementType();
      }
      long[] r = s.clone();
      r[r.length - 1] = 1;
      return VectorType.get(ctx, r, t.elementType());
    }

    /**
     * The low half of a shift amount, a zero, the half width and whether the amount reaches it:
     * the bounds check of shli and shrui (amounts of the full width or more are poison).
     */
    Value[] shiftAmount(Value amount, int width) {
      Value s = slice(amount, 0);
      Value zero = a.intConst(s.type(), 0);
      Value w = a.intConst(s.type(), width);
      return new Value[] {s, zero, w, a.cmpi("uge", s, w)};
    }

    Value[] halves(Value v) {
      return new Value[] {slice(v, 0), slice(v, 1)};
    }

    /** The slice at {@code offset} of the last dimension (a scalar for 1-D vectors). */
    Value slice(Value v, long offset) {
      VectorType t = (VectorType) v.type();
      long[] s = t.shape();
      if (s.length == 1) {
        return a.op("vector.extract", List.of(t.elementType()), List.of(v), "static_position", positions(offset)).result(0);
      }
      long[] offsets = new long[s.length];
      offsets[s.length - 1] = offset;
      long[] sizes = s.clone();
      sizes[s.length - 1] = 1;
      long[] strides = new long[s.length];
      Arrays.fill(strides, 1);
      return a.op("vector.extract_strided_slice", List.of(VectorType.get(ctx, sizes, t.elementType())), List.of(v),
          "offsets", i64s(offsets), "sizes", i64s(sizes), "strides", i64s(strides)).result(0);
    }

    /** {@code src} (a scalar, or a vector<...x1xT>) inserted at {@code offset} of the last dimension of {@code dest}. */
    Value insert(Value src, Value dest, long offset) {
      if (src.type() instanceof IntegerType) {
        return a.op("vector.insert", List.of(dest.type()), List.of(src, dest), "static_position", positions(offset)).result(0);
      }
      long[] s = ((VectorType) dest.type()).shape();
      long[] offsets = new long[s.length];
      offsets[s.length - 1] = offset;
      long[] strides = new long[s.length];
      Arrays.fill(strides, 1);
      return a.op("vector.insert_strided_slice", List.of(dest.type()), List.of(src, dest),
          "offsets", i64s(offsets), "strides", i64s(strides)).result(0);
    }

    /** A vector of {@code ty} holding the low and high components, built on a zero vector. */
    Value result(VectorType ty, Value low, Value high) {
      Value v = a.intConst(ty, 0);
      v = insert(low, v, 0);
      return insert(high, v, 1);
    }

    /** Drops the trailing x1 dimension of a vector (scalars stay). */
    Value dropX1(Value v) {
      if (!(v.type() instanceof VectorType t)) {
        return v;
      }
      long[] s = Arrays.copyOf(t.shape(), t.shape().length - 1);
      return a.op("vector.shape_cast", List.of(VectorType.get(ctx, s, t.elementType())), List.of(v)).result(0);
    }

    /** Appends an x1 dimension to a vector (scalars stay). */
    Value appendX1(Value v) {
      if (!(v.type() instanceof VectorType t)) {
        return v;
      }
      long[] s = Arrays.copyOf(t.shape(), t.shape().length + 1);
      s[s.length - 1] = 1;
      return a.op("vector.shape_cast", List.of(VectorType.get(ctx, s, t.elementType())), List.of(v)).result(0);
    }

    /** An extension or truncation to {@code to}, or {@code v} itself where the types agree (the cast folds). */
    Value ext(String name, Type to, Value v) {
      return v.type() == to ? v : a.cast(name, to, v);
    }

    private DenseArrayAttr positions(long offset) {
      return DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), new long[] {offset});
    }

    private ArrayAttr i64s(long[] values) {
      List<Attribute> out = new ArrayList<>();
      for (long x : values) {
        out.add(IntegerAttr.get(ctx, IntegerType.get(ctx, 64), x));
      }
      return ArrayAttr.get(ctx, out);
    }
  }
}
