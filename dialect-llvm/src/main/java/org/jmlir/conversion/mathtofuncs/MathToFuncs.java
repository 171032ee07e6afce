package org.jmlir.conversion.mathtofuncs;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.llvm.LlvmKeywordAttr;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptionException;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * {@code convert-math-to-funcs}, as MLIR 22's MathToFuncs: {@code math.ipowi}, {@code math.fpowi}
 * and (with {@code convert-ctlz}) {@code math.ctlz} on scalars become calls of outlined
 * {@code linkonce_odr} functions ({@code __mlir_math_ipowi_i32}, {@code __mlir_math_fpowi_f32_i64},
 * {@code __mlir_math_ctlz_i32}) appended to the module in the order the ops come, with the same
 * bodies upstream emits (square-and-multiply loops in {@code cf} blocks; a shift loop in
 * {@code scf} for ctlz). {@code min-width-of-fpowi-exponent} leaves fpowi with a narrower exponent
 * alone. Ops on fixed-size vectors are unrolled into one call per element, as upstream.
 */
public final class MathToFuncs extends Pass {
  private final boolean convertCtlz;
  private final long minFpowiWidth;

  public MathToFuncs(PassOptions o) {
    super(o);
    boolean ctlz = false;
    long width = 1;
    for (Map.Entry<String, String> e : o.values().entrySet()) {
      switch (e.getKey()) {
        case "convert-ctlz" -> ctlz = bool(e.getValue());
        case "min-width-of-fpowi-exponent" -> width = uint(e.getValue());
        default -> throw PassOptionException.noSuchOption(e.getKey());
      }
    }
    convertCtlz = ctlz;
    minFpowiWidth = width;
  }

  /** LLVM's boolean option values (an empty value is true). */
  private static boolean bool(String v) {
    return switch (v) {
      case "", "true", "TRUE", "True", "1" -> true;
      case "false", "FALSE", "False", "0" -> false;
      default -> throw PassOptionException.invalidValue(
          "for the --convert-ctlz option: '" + v + "' is invalid value for boolean argument! Try 0 or 1");
    };
  }

  private static long uint(String v) {
    try {
      long w = Long.parseLong(v);
      if (w < 0 || w > 0xffffffffL) {
        throw new NumberFormatException();
      }
      return w;
    } catch (NumberFormatException e) {
      throw PassOptionException.invalidValue(
          "for the --min-width-of-fpowi-exponent option: '" + v + "' value invalid for uint argument!");
    }
  }

  @Override
  public String argument() {
    return "convert-math-to-funcs";
  }

  @Override
  public String name() {
    return "ConvertMathToFuncs";
  }

  @Override
  public String summary() {
    return "Convert Math operations to calls of outlined implementations.";
  }

  @Override
  public String anchor() {
    return "builtin.module";
  }

  @Override
  public void run(Operation module, PassContext pc) {
    List<Operation> ops = new ArrayList<>();
    module.walk(op -> {
      if (callee(op) != null) {
        ops.add(op);
      }
    });
    Map<String, Operation> made = new LinkedHashMap<>();
    Block body = module.region(0).front();
    for (Operation op : ops) {
      String name = callee(op);
      if (!made.containsKey(name) && lookup(body, name) == null) {
        made.put(name, outline(op, name, body));
      }
      Value r = op.result(0).type() instanceof VectorType v ? unrolled(op, name, v) : call(op, name, op.operands());
      op.result(0).replaceAllUsesWith(r);
      op.erase();
    }
  }

  /** {@code func.call @name(operands)} before {@code op}, of the op's element type. */
  private static Value call(Operation op, String name, List<Value> operands) {
    MLIRContext ctx = op.context();
    OperationState s = new OperationState(ctx, ctx.lookupOp("func.call"), op.location());
    s.addOperands(operands);
    s.addType(elementType(op.result(0).type()));
    s.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute("callee", SymbolRefAttr.get(ctx, name))));
    return insert(op, s);
  }

  private static Value insert(Operation before, OperationState s) {
    Operation created = Operation.create(s);
    before.block().insertBefore(before, created);
    return created.result(0);
  }

  /**
   * A vector op as upstream unrolls it: a zero vector, then per element (row-major) the operands'
   * elements extracted, the call, and the result inserted.
   */
  private static Value unrolled(Operation op, String name, VectorType type) {
    MLIRContext ctx = op.context();
    Location loc = op.location();
    OperationState zero = new OperationState(ctx, ctx.lookupOp("arith.constant"), loc);
    int bytes = (DenseIntOrFPElementsAttr.elementStorageBits(type.elementType()) + 7) / 8;
    zero.addAttribute("value", DenseIntOrFPElementsAttr.getFromRaw(ctx, type, new byte[bytes], true));
    zero.addType(type);
    Value acc = insert(op, zero);
    long[] shape = type.shape();
    long n = 1;
    for (long d : shape) {
      n *= d;
    }
    for (long i = 0; i < n; i++) {
      long[] pos = new long[shape.length];
      long rest = i;
      for (int k = shape.length - 1; k >= 0; k--) {
        pos[k] = rest % shape[k];
        rest /= shape[k];
      }
      DenseArrayAttr position = DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), pos);
      List<Value> elems = new ArrayList<>();
      for (Value v : op.operands()) {
        OperationState x = new OperationState(ctx, ctx.lookupOp("vector.extract"), loc);
        x.addOperand(v).addType(elementType(v.type()));
        x.addAttribute("static_position", position);
        elems.add(insert(op, x));
      }
      Value r = call(op, name, elems);
      OperationState ins = new OperationState(ctx, ctx.lookupOp("vector.insert"), loc);
      ins.addOperand(r).addOperand(acc).addType(type);
      ins.addAttribute("static_position", position);
      acc = insert(op, ins);
    }
    return acc;
  }

  private static Type elementType(Type t) {
    return t instanceof VectorType v ? v.elementType() : t;
  }

  /** The outlined function's name for {@code op}, or null when the op stays. */
  private String callee(Operation op) {
    String n = op.name();
    if (op.numResults() != 1 || op.result(0).type() instanceof VectorType v && v.isScalable()) {
      return null;
    }
    Type result = elementType(op.result(0).type());
    if (n.equals("math.ipowi") && result instanceof IntegerType t) {
      return "__mlir_math_ipowi_" + mangle(t);
    }
    if (n.equals("math.fpowi") && result instanceof FloatType f
        && elementType(op.operand(1).type()) instanceof IntegerType e && e.width() >= minFpowiWidth) {
      return "__mlir_math_fpowi_" + mangle(f) + "_" + mangle(e);
    }
    if (n.equals("math.ctlz") && convertCtlz && result instanceof IntegerType t) {
      return "__mlir_math_ctlz_" + mangle(t);
    }
    return null;
  }

  private static String mangle(Type t) {
    return t.toString();
  }

  private static Operation lookup(Block body, String name) {
    for (Operation op : body.operations()) {
      if (op.attr("sym_name") instanceof StringAttr s && s.value().equals(name)) {
        return op;
      }
    }
    return null;
  }

  /** The outlined function, appended to the module. */
  private static Operation outline(Operation op, String name, Block module) {
    MLIRContext ctx = op.context();
    Location loc = op.location();
    List<Type> args = new ArrayList<>();
    for (Value v : op.operands()) {
      args.add(elementType(v.type()));
    }
    Type result = elementType(op.result(0).type());
    OperationState s = new OperationState(ctx, ctx.lookupOp("func.func"), loc);
    s.properties = DictionaryAttr.get(ctx, List.of(
        new NamedAttribute("sym_name", StringAttr.get(ctx, name)),
        new NamedAttribute("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, args, List.of(result)))),
        new NamedAttribute("sym_visibility", StringAttr.get(ctx, "private"))));
    s.addAttribute("llvm.linkage", LlvmKeywordAttr.linkage(ctx, "linkonce_odr"));
    s.addRegion();
    Operation func = Operation.create(s);
    module.append(func);
    Block entry = func.region(0).addBlock();
    for (Type t : args) {
      entry.addArgument(t, loc);
    }
    Builder b = new Builder(ctx, loc, entry);
    switch (op.name()) {
      case "math.ipowi" -> ipowi(b, (IntegerType) result);
      case "math.fpowi" -> fpowi(b, (FloatType) result, (IntegerType) args.get(1));
      default -> ctlz(b, (IntegerType) result);
    }
    return func;
  }

  /** Integer power by squaring; exponents below zero give 1/b^|e| (0 unless b is 1 or -1). */
  private static void ipowi(Builder b, IntegerType t) {
    Block entry = b.block;
    Value base = entry.argument(0);
    Value exp = entry.argument(1);
    Value zero = b.intConst(t, 0);
    Value one = b.intConst(t, 1);
    Value minusOne = b.intConst(t, -1);
    Block retOne = b.newBlock();
    Block positive = b.newBlock();
    b.condBr(b.cmpi("eq", exp, zero), retOne, List.of(), positive, List.of());
    b.at(retOne).ret(one);
    b.at(positive);
    Value nonPositive = b.cmpi("sle", exp, zero);
    Block negative = b.newBlock();
    Block zeroBase = b.newBlock();
    Block notZero = b.newBlock();
    Block oneBase = b.newBlock();
    Block notOne = b.newBlock();
    Block minusOneBase = b.newBlock();
    Block odd = b.newBlock();
    Block even = b.newBlock();
    Block otherBase = b.newBlock();
    Block loop = b.newBlock(t, t, t);
    Block mul = b.newBlock();
    Block step = b.newBlock(t);
    Block done = b.newBlock();
    Block square = b.newBlock();
    b.condBr(nonPositive, negative, List.of(), loop, List.of(one, base, exp));
    b.at(negative).condBr(b.cmpi("eq", base, zero), zeroBase, List.of(), notZero, List.of());
    b.at(zeroBase).ret(b.binary("arith.divsi", one, zero));
    b.at(notZero).condBr(b.cmpi("eq", base, one), oneBase, List.of(), notOne, List.of());
    b.at(oneBase).ret(one);
    b.at(notOne).condBr(b.cmpi("eq", base, minusOne), minusOneBase, List.of(), otherBase, List.of());
    b.at(minusOneBase).condBr(b.cmpi("ne", b.binary("arith.andi", exp, one), zero), odd, List.of(), even, List.of());
    b.at(odd).ret(minusOne);
    b.at(even).ret(one);
    b.at(otherBase).ret(zero);
    squareAndMultiply(b, loop, mul, step, done, square, zero, one, "arith.muli");
    b.at(done).ret(step.argument(0));
  }

  /**
   * The loop shared by ipowi and fpowi: {@code loop(acc, base, e)} multiplies acc by base when e is
   * odd ({@code mul}), continues in {@code step(acc)} with e >> 1, leaves to {@code done} when that
   * is zero, else squares the base ({@code square}) and loops.
   */
  private static void squareAndMultiply(Builder b, Block loop, Block mul, Block step, Block done, Block square,
      Value zero, Value one, String multiply) {
    Value acc = loop.argument(0);
    Value base = loop.argument(1);
    Value e = loop.argument(2);
    b.at(loop).condBr(b.cmpi("ne", b.binary("arith.andi", e, one), zero), mul, List.of(), step, List.of(acc));
    b.at(mul).br(step, b.binary(multiply, acc, base));
    b.at(step);
    Value shifted = b.binary("arith.shrui", e, one);
    Value last = b.cmpi("eq", shifted, zero);
    if (done.numArguments() == 0) {
      b.condBr(last, done, List.of(), square, List.of());
    } else {
      b.condBr(last, done, List.of(step.argument(0)), square, List.of());
    }
    b.at(square).br(loop, step.argument(0), b.binary(multiply, base, base), shifted);
  }

  /** Float to an integer power by squaring on |e| (the minimum integer as the maximum, times b once more). */
  private static void fpowi(Builder b, FloatType f, IntegerType t) {
    Block entry = b.block;
    Value base = entry.argument(0);
    Value exp = entry.argument(1);
    Value fOne = b.floatConst(f, 1.0);
    Value zero = b.intConst(t, 0);
    Value one = b.intConst(t, 1);
    BigInteger min = BigInteger.ONE.shiftLeft(t.width() - 1).negate();
    Value minInt = b.intConst(t, min);
    Value maxInt = b.intConst(t, min.negate().subtract(BigInteger.ONE));
    Block retOne = b.newBlock();
    Block start = b.newBlock();
    Block loop = b.newBlock(f, f, t);
    Block mul = b.newBlock();
    Block step = b.newBlock(f);
    Block square = b.newBlock();
    Block done = b.newBlock(f);
    Block fixMin = b.newBlock();
    Block afterMin = b.newBlock(f);
    Block invert = b.newBlock();
    Block end = b.newBlock(f);
    b.condBr(b.cmpi("eq", exp, zero), retOne, List.of(), start, List.of());
    b.at(retOne).ret(fOne);
    b.at(start);
    Value nonPositive = b.cmpi("sle", exp, zero);
    Value isMin = b.cmpi("eq", exp, minInt);
    Value negated = b.binary("arith.subi", zero, exp);
    Value abs = b.select(nonPositive, negated, exp);
    Value clamped = b.select(isMin, maxInt, abs);
    b.br(loop, fOne, base, clamped);
    squareAndMultiply(b, loop, mul, step, done, square, zero, one, "arith.mulf");
    b.at(done).condBr(isMin, fixMin, List.of(), afterMin, List.of(done.argument(0)));
    b.at(fixMin).br(afterMin, b.binary("arith.mulf", done.argument(0), base));
    b.at(afterMin).condBr(nonPositive, invert, List.of(), end, List.of(afterMin.argument(0)));
    b.at(invert).br(end, b.binary("arith.divf", fOne, afterMin.argument(0)));
    b.at(end).ret(end.argument(0));
  }

  /** Leading zeros: the width for 0, else the count of left shifts until the sign bit is set. */
  private static void ctlz(Builder b, IntegerType t) {
    MLIRContext ctx = b.ctx;
    Block entry = b.block;
    Value x = entry.argument(0);
    Value width = b.intConst(t, t.width());
    Value zero = b.intConst(t, 0);
    Value isZero = b.cmpi("eq", x, zero);
    OperationState ifs = b.state("scf.if");
    ifs.addOperand(isZero).addType(t);
    ifs.addRegion();
    ifs.addRegion();
    Operation ifOp = b.add(ifs);
    Block thenBlock = ifOp.region(0).addBlock();
    b.at(thenBlock).yield(width);
    Block elseBlock = ifOp.region(1).addBlock();
    b.at(elseBlock);
    IndexType index = IndexType.get(ctx);
    Value c1 = b.intConst(index, 1);
    Value one = b.intConst(t, 1);
    Value n = b.intConst(index, t.width());
    Value count0 = b.intConst(t, 0);
    OperationState fs = b.state("scf.for");
    fs.addOperand(c1).addOperand(n).addOperand(c1).addOperand(x).addOperand(count0).addType(t).addType(t);
    fs.addRegion();
    Operation forOp = b.add(fs);
    b.yield(forOp.result(1));
    Block body = forOp.region(0).addBlock();
    body.addArgument(index, b.loc);
    Value v = body.addArgument(t, b.loc);
    Value count = body.addArgument(t, b.loc);
    b.at(body);
    Value signSet = b.cmpi("slt", v, zero);
    OperationState inner = b.state("scf.if");
    inner.addOperand(signSet).addType(t).addType(t);
    inner.addRegion();
    inner.addRegion();
    Operation innerIf = b.add(inner);
    b.yield(innerIf.result(0), innerIf.result(1));
    b.at(innerIf.region(0).addBlock()).yield(v, count);
    b.at(innerIf.region(1).addBlock());
    Value next = b.binary("arith.addi", count, one);
    Value shifted = b.binary("arith.shli", v, one);
    b.yield(shifted, next);
    b.at(entry).ret(ifOp.result(0));
  }

  /** Appends ops to one block at a time. */
  private static final class Builder {
    final MLIRContext ctx;
    final Location loc;
    Block block;

    Builder(MLIRContext ctx, Location loc, Block block) {
      this.ctx = ctx;
      this.loc = loc;
      this.block = block;
    }

    Builder at(Block b) {
      block = b;
      return this;
    }

    /** A new block at the end of the current block's region, with arguments of {@code types}. */
    Block newBlock(Type... types) {
      Block nb = new Block();
      for (Type t : types) {
        nb.addArgument(t, loc);
      }
      block.parent().addBlock(nb);
      return nb;
    }

    OperationState state(String name) {
      return new OperationState(ctx, ctx.lookupOp(name), loc);
    }

    Operation add(OperationState s) {
      Operation op = Operation.create(s);
      block.append(op);
      return op;
    }

    Value intConst(Type t, long v) {
      return intConst(t, BigInteger.valueOf(v));
    }

    Value intConst(Type t, BigInteger v) {
      OperationState s = state("arith.constant");
      s.addAttribute("value", IntegerAttr.get(ctx, t, v));
      s.addType(t);
      return add(s).result(0);
    }

    Value floatConst(FloatType t, double v) {
      OperationState s = state("arith.constant");
      s.addAttribute("value", FloatAttr.get(ctx, t, v));
      s.addType(t);
      return add(s).result(0);
    }

    Value binary(String name, Value a, Value c) {
      OperationState s = state(name);
      s.addOperand(a).addOperand(c).addType(a.type());
      return add(s).result(0);
    }

    Value cmpi(String predicate, Value a, Value c) {
      OperationState s = state("arith.cmpi");
      s.addOperand(a).addOperand(c).addType(IntegerType.get(ctx, 1));
      s.addAttribute("predicate", IntegerAttr.get(ctx, IntegerType.get(ctx, 64),
          org.jmlir.dialect.arith.ArithAttrs.CMPI_PREDICATES.indexOf(predicate)));
      return add(s).result(0);
    }

    Value select(Value c, Value t, Value f) {
      OperationState s = state("arith.select");
      s.addOperand(c).addOperand(t).addOperand(f).addType(t.type());
      return add(s).result(0);
    }

    void br(Block dest, Value... operands) {
      OperationState s = state("cf.br");
      s.addOperands(List.of(operands)).addSuccessor(dest);
      add(s);
    }

    void condBr(Value c, Block t, List<Value> tOps, Block f, List<Value> fOps) {
      OperationState s = state("cf.cond_br");
      s.addOperand(c).addOperands(tOps).addOperands(fOps).addSuccessor(t).addSuccessor(f);
      s.addAttribute(org.jmlir.ir.ods.OpSpec.OPERAND_SEGMENTS,
          org.jmlir.dialect.utils.OperandSegments.sizesAttr(ctx, 1, tOps.size(), fOps.size()));
      add(s);
    }

    void ret(Value v) {
      OperationState s = state("func.return");
      s.addOperand(v);
      add(s);
    }

    void yield(Value... values) {
      OperationState s = state("scf.yield");
      s.addOperands(List.of(values));
      add(s);
    }
  }
}
