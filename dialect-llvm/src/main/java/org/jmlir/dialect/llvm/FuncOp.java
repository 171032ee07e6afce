package org.jmlir.dialect.llvm;

import org.jmlir.dialect.func.FunctionSyntax;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.interfaces.CallableOpInterface;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.ods.format.FormatProgram;
import org.jmlir.ir.parse.Argument;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.Type;

/**
 * {@code llvm.func internal fastcc @f(%arg0: !llvm.ptr {llvm.noalias}, ...) -> i32 attributes {...}
 * {...}}: a function. Properties: {@code sym_name}, {@code function_type} (an {@link
 * LlvmFunctionType}), {@code linkage} ({@code #llvm.linkage<...>}, default external), {@code CConv}
 * ({@code #llvm.cconv<...>}, default ccc), {@code visibility_} and {@code unnamed_addr} (integer
 * enums), {@code arg_attrs}/{@code res_attrs}, and the other optional function attributes
 * (passthrough, personality, ...), kept as given.
 */
public final class FuncOp extends LlvmOp {
  private static final List<String> ELIDED =
      List.of(
          "sym_name", "function_type", "linkage", "CConv", "visibility_", "unnamed_addr", "arg_attrs", "res_attrs",
          "comdat", "vscale_range");

  public static final OpDef DEF =
      LlvmSpecs.op("llvm.func", FuncOp::new)
          .attr("sym_name", AttrConstraint.STRING)
          .optionalAttr("sym_visibility", AttrConstraint.STRING)
          .attr("function_type", AttrConstraint.of("type attribute of LLVM function type", a -> a instanceof TypeAttr t && t.value() instanceof LlvmFunctionType))
          .defaultAttr("linkage", AttrConstraint.of("LLVM Linkage specification", a -> a instanceof LlvmKeywordAttr k && k.is(LlvmKeywordAttr.LINKAGE)), ctx -> LlvmKeywordAttr.linkage(ctx, "external"))
          .optionalAttr("dso_local", AttrConstraint.UNIT)
          .optionalAttr("personality", AttrConstraint.FLAT_SYMBOL_REF)
          .optionalAttr("passthrough", AttrConstraint.ARRAY)
          .optionalAttr("garbageCollector", AttrConstraint.STRING)
          .optionalAttr("section", AttrConstraint.STRING)
          .optionalAttr("memory_effects", AttrConstraint.ANY)
          .optionalAttr("target_cpu", AttrConstraint.STRING)
          .optionalAttr("tune_cpu", AttrConstraint.STRING)
          .optionalAttr("target_features", AttrConstraint.ANY)
          .optionalAttr("frame_pointer", AttrConstraint.ANY)
          .optionalAttr("no_inline", AttrConstraint.UNIT)
          .optionalAttr("always_inline", AttrConstraint.UNIT)
          .optionalAttr("no_unwind", AttrConstraint.UNIT)
          .optionalAttr("will_return", AttrConstraint.UNIT)
          .optionalAttr("optimize_none", AttrConstraint.UNIT)
          // MLIR 22's other function properties (printed in the attribute dictionary).
          .optionalAttr("alignment", LlvmSpecs.I64_ATTR)
          .optionalAttr("convergent", AttrConstraint.UNIT)
          .optionalAttr("vscale_range", AttrConstraint.ANY)
          .optionalAttr("uwtable_kind", AttrConstraint.ANY)
          .optionalAttr("denormal_fp_math", AttrConstraint.STRING)
          .optionalAttr("denormal_fp_math_f32", AttrConstraint.STRING)
          .optionalAttr("fp_contract", AttrConstraint.STRING)
          .optionalAttr("instrument_function_entry", AttrConstraint.STRING)
          .optionalAttr("instrument_function_exit", AttrConstraint.STRING)
          .optionalAttr("no_infs_fp_math", AttrConstraint.ANY)
          .optionalAttr("no_nans_fp_math", AttrConstraint.ANY)
          .optionalAttr("no_signed_zeros_fp_math", AttrConstraint.ANY)
          .optionalAttr("function_entry_count", AttrConstraint.ANY)
          .optionalAttr("reciprocal_estimates", AttrConstraint.STRING)
          .optionalAttr("prefer_vector_width", AttrConstraint.STRING)
          .optionalAttr("arm_streaming", AttrConstraint.UNIT)
          .optionalAttr("arm_locally_streaming", AttrConstraint.UNIT)
          .optionalAttr("arm_streaming_compatible", AttrConstraint.UNIT)
          .optionalAttr("arm_new_za", AttrConstraint.UNIT)
          .optionalAttr("arm_in_za", AttrConstraint.UNIT)
          .optionalAttr("arm_out_za", AttrConstraint.UNIT)
          .optionalAttr("arm_inout_za", AttrConstraint.UNIT)
          .optionalAttr("arm_preserves_za", AttrConstraint.UNIT)
          .optionalAttr("inline_hint", AttrConstraint.UNIT)
          .optionalAttr("vec_type_hint", AttrConstraint.ANY)
          .optionalAttr("work_group_size_hint", AttrConstraint.ANY)
          .optionalAttr("reqd_work_group_size", AttrConstraint.ANY)
          .optionalAttr("intel_reqd_sub_group_size", AttrConstraint.ANY)
          .optionalAttr("comdat", AttrConstraint.of("symbol reference attribute", a -> a instanceof org.jmlir.ir.attr.SymbolRefAttr))
          .defaultAttr("CConv", AttrConstraint.of("LLVM Calling Convention specification", a -> a instanceof LlvmKeywordAttr k && k.is(LlvmKeywordAttr.CCONV)), ctx -> LlvmKeywordAttr.cconv(ctx, "ccc"))
          .optionalAttr("arg_attrs", AttrConstraint.DICTIONARY_ARRAY)
          .optionalAttr("res_attrs", AttrConstraint.DICTIONARY_ARRAY)
          .defaultAttr("visibility_", LlvmEnums.VISIBILITY.constraint("visibility_"), ctx -> LlvmEnums.VISIBILITY.attr(ctx, 0))
          .optionalAttr("unnamed_addr", LlvmEnums.UNNAMED_ADDR.constraint("unnamed_addr"))
          .region("body")
          .traits(Trait.AUTOMATIC_ALLOCATION_SCOPE, Trait.FUNCTION_LIKE, Trait.ISOLATED_FROM_ABOVE, Trait.CALLABLE, Trait.SYMBOL)
          .addInterface(
              CallableOpInterface.class,
              new CallableOpInterface() {
                @Override
                public Region callableRegion(Operation callable) {
                  return callable.region(0).isEmpty() ? null : callable.region(0);
                }

                @Override
                public List<Type> resultTypes(Operation callable) {
                  return ((FuncOp) callable).functionType().returnTypes();
                }

                @Override
                public ArrayAttr argAttrs(Operation callable) {
                  return callable.inherentAttr("arg_attrs") instanceof ArrayAttr a ? a : null;
                }

                @Override
                public ArrayAttr resAttrs(Operation callable) {
                  return callable.inherentAttr("res_attrs") instanceof ArrayAttr a ? a : null;
                }
              })
          .assembly(new Syntax())
          .verifier(FuncOp::verify)
          .build();

  private FuncOp() {}

  public String symName() {
    return ((StringAttr) inherentAttr("sym_name")).value();
  }

  public LlvmFunctionType functionType() {
    return (LlvmFunctionType) typeAttr("function_type");
  }

  /** The linkage keyword ({@code external}, {@code internal}, ...). */
  public String linkage() {
    return inherentAttr("linkage") instanceof LlvmKeywordAttr k ? k.keyword() : "external";
  }

  /** The calling convention keyword ({@code ccc}, ...). */
  public String cconv() {
    return inherentAttr("CConv") instanceof LlvmKeywordAttr k ? k.keyword() : "ccc";
  }

  public boolean isExternal() {
    return region(0).isEmpty();
  }

  /** The attributes of argument {@code i} (empty when none). */
  public DictionaryAttr argAttrs(int i) {
    return inherentAttr("arg_attrs") instanceof ArrayAttr a ? (DictionaryAttr) a.get(i) : DictionaryAttr.empty(context());
  }

  /** Builds an empty function; add a body with {@code region(0)}. */
  public static FuncOp create(MLIRContext ctx, Location loc, String name, LlvmFunctionType type, String linkage) {
    OperationState s = new OperationState(ctx, DEF, loc);
    List<NamedAttribute> props = new ArrayList<>();
    props.add(new NamedAttribute("sym_name", StringAttr.get(ctx, name)));
    props.add(new NamedAttribute("function_type", TypeAttr.get(ctx, type)));
    props.add(new NamedAttribute("linkage", LlvmKeywordAttr.linkage(ctx, linkage)));
    s.properties = DictionaryAttr.get(ctx, props);
    s.addRegion();
    return (FuncOp) Operation.create(s);
  }

  private static boolean verify(Operation op) {
    FuncOp f = (FuncOp) op;
    LlvmFunctionType type = f.functionType();
    String linkage = f.linkage();
    if (linkage.equals("common")) {
      return op.emitOpError("functions cannot have 'common' linkage").report();
    }
    if (!verifyComdat(op)) {
      return false;
    }
    if (op.inherentAttr("res_attrs") instanceof ArrayAttr resAttrs) {
      Type result = type.returnType();
      boolean isVoid = result instanceof LlvmPrimitiveType v && v.isVoid();
      if (isVoid && resAttrs.size() > 0) {
        return op.emitOpError("expects result attribute array to have the same number of elements as the number of function results, got "
            + resAttrs.size() + ", but expected 0").report();
      }
      if (resAttrs.size() > 0 && resAttrs.get(0) instanceof DictionaryAttr d) {
        for (NamedAttribute e : d.entries()) {
          if (e.name().startsWith("llvm.") && !LlvmDialect.verifyResultAttribute(op, result, e)) {
            return false;
          }
        }
      }
    }
    if (f.isExternal()) {
      if (!linkage.equals("external") && !linkage.equals("extern_weak")) {
        return op.emitOpError("external functions must have 'external' or 'extern_weak' linkage").report();
      }
      return true;
    }
    if (!uniqueBlockTags(op)) {
      return false;
    }
    if (f.flag("no_inline") && f.flag("always_inline")) {
      return op.emitError("no_inline and always_inline attributes are incompatible").report();
    }
    if (f.flag("optimize_none") && !f.flag("no_inline")) {
      return op.emitOpError("with optimize_none must also be no_inline").report();
    }
    Block entry = op.region(0).front();
    List<Type> params = type.params();
    if (entry.numArguments() != params.size()) {
      return op.emitOpError("entry block must have " + params.size() + " arguments to match function signature").report();
    }
    for (int i = 0; i < params.size(); i++) {
      Type actual = entry.argument(i).type();
      if (actual != params.get(i)) {
        return op.emitOpError(
                "entry block argument #" + i + "('" + Texts.type(actual) + "') must match the type of the corresponding argument in function signature('" + Texts.type(params.get(i)) + "')")
            .report();
      }
    }
    if (!landingpadTypesConsistent(op)) {
      return false;
    }
    if (op.inherentAttr("arg_attrs") instanceof ArrayAttr a) {
      for (int i = 0; i < a.size() && i < params.size(); i++) {
        if (a.get(i) instanceof DictionaryAttr d) {
          for (NamedAttribute e : d.entries()) {
            if (POINTER_ARG_ATTRS.contains(e.name()) && !(params.get(i) instanceof LlvmPointerType)) {
              return op.emitError("\"" + e.name() + "\" attribute attached to non-pointer LLVM type").report();
            }
          }
        }
      }
    }
    return true;
  }

  /** MLIR 22's verifyComdat (functions, globals): a {@code comdat} names an llvm.comdat_selector. */
  static boolean verifyComdat(Operation op) {
    if (op.inherentAttr("comdat") instanceof org.jmlir.ir.attr.SymbolRefAttr ref) {
      Operation target = org.jmlir.ir.SymbolTable.lookupNearestSymbolFrom(op, ref);
      if (target == null || !target.name().equals("llvm.comdat_selector")) {
        return op.emitError("expected comdat symbol").report();
      }
    }
    return true;
  }

  /**
   * MLIR 22 (LLVMFuncOp's verifier): a block tag id appears once per function; the second one is
   * reported. Here rather than in {@link BlockAddressOps}, and by op name: calling into that class
   * initialises it, which builds its two op definitions for every function verified (~0.3 ms of
   * jrun's interpreted start for a program without block tags, BENCHMARKS.md issue 12).
   */
  private static boolean uniqueBlockTags(Operation func) {
    java.util.Set<Long> seen = new java.util.HashSet<>();
    Operation[] duplicate = {null};
    func.walk(o -> {
      if (duplicate[0] == null && o.name().equals("llvm.blocktag") && !seen.add(((LlvmBlockTagAttr) o.inherentAttr("tag")).id())) {
        duplicate[0] = o;
      }
    });
    if (duplicate[0] != null) {
      return duplicate[0].emitError("duplicate block tag '" + ((LlvmBlockTagAttr) duplicate[0].inherentAttr("tag")).id() + "' in the same function: ").report();
    }
    return true;
  }

  /** MLIR 22's LLVMFuncOp::verify: every llvm.landingpad result and llvm.resume operand has one type. */
  private static boolean landingpadTypesConsistent(Operation func) {
    Type[] seen = {null};
    String[] message = {null};
    func.walkPreOrder(
        o -> {
          if (message[0] != null) {
            return;
          }
          Type t;
          String m;
          if (o.name().equals("llvm.landingpad")) {
            t = o.result(0).type();
            m = "'llvm.landingpad' should have a consistent result type inside a function";
          } else if (o.name().equals("llvm.resume")) {
            t = o.operand(0).type();
            m = "'llvm.resume' should have a consistent input type inside a function";
          } else {
            return;
          }
          if (seen[0] == null) {
            seen[0] = t;
          } else if (seen[0] != t) {
            message[0] = m;
          }
        });
    return message[0] == null || func.emitError(message[0]).report();
  }

  private static final List<String> POINTER_ARG_ATTRS =
      List.of(
          "llvm.noalias", "llvm.nocapture", "llvm.nonnull", "llvm.readonly", "llvm.writeonly", "llvm.readnone",
          "llvm.nofree", "llvm.dereferenceable", "llvm.dereferenceable_or_null", "llvm.byval", "llvm.byref",
          "llvm.sret", "llvm.inalloca", "llvm.preallocated", "llvm.align", "llvm.nest");

  /** The hand-written syntax (MLIR's LLVMFuncOp::parse/print). */
  private static final class Syntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      MLIRContext ctx = p.context();
      List<NamedAttribute> props = new ArrayList<>();
      LlvmSpecs.parseLinkage(p, props);
      LlvmSpecs.parseVisibility(p, props);
      LlvmSpecs.parseUnnamedAddr(p, props);
      String cconv = p.parseOptionalKeyword(LlvmKeywordAttr.CCONVS);
      props.add(new NamedAttribute("CConv", LlvmKeywordAttr.cconv(ctx, cconv == null ? "ccc" : cconv)));
      int nameAt = p.currentOffset();
      props.add(new NamedAttribute("sym_name", StringAttr.get(ctx, p.parseSymbolName())));

      List<Argument> args = new ArrayList<>();
      boolean[] varArg = {false};
      boolean[] named = {FunctionSyntax.parseArgumentList(p, args, varArg)};
      Type result = LlvmPrimitiveType.voidType(ctx);
      List<DictionaryAttr> resAttrs = new ArrayList<>();
      if (p.parseOptionalArrow()) {
        boolean paren = p.parseOptionalLParen();
        if (!(paren && p.parseOptionalRParen())) {
          // `-> ()` is a void result.
          result = p.parseType();
          List<NamedAttribute> ra = new ArrayList<>();
          if (paren) {
            p.parseOptionalAttrDict(ra);
            if (p.parseOptionalComma()) {
              // MLIR parses the whole list, then rejects it at the function's name.
              do {
                p.parseType();
                p.parseOptionalAttrDict(new ArrayList<>());
              } while (p.parseOptionalComma());
              p.parseRParen();
              throw p.emitError(nameAt, "failed to construct function type: expected zero or one function result");
            }
            p.parseRParen();
          }
          resAttrs.add(DictionaryAttr.get(ctx, ra));
        }
      }
      List<Type> params = new ArrayList<>();
      for (Argument a : args) {
        if (!LlvmTypes.isCompatible(a.type())) {
          throw p.emitError(nameAt, "failed to construct function type: expected LLVM type for function arguments");
        }
        params.add(a.type());
      }
      if (!LlvmTypes.isCompatible(result)) {
        throw p.emitError(nameAt, "failed to construct function type: expected LLVM type for function results");
      }
      props.add(new NamedAttribute("function_type", TypeAttr.get(ctx, LlvmFunctionType.get(ctx, result, params, varArg[0]))));
      if (p.parseOptionalKeyword("vscale_range")) {
        p.parseLParen();
        long min = p.parseInteger().longValue();
        p.parseComma();
        long max = p.parseInteger().longValue();
        p.parseRParen();
        props.add(new NamedAttribute("vscale_range", vscaleRange(ctx, min, max)));
      }
      if (p.parseOptionalKeyword("comdat")) {
        p.parseLParen();
        props.add(new NamedAttribute("comdat", p.parseAttribute(null)));
        p.parseRParen();
      }
      List<NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDictWithKeyword(attrs);
      LlvmSpecs.splitAttrs(DEF, attrs, props, state);
      FunctionSyntax.addAttrArray(props, "arg_attrs", FunctionSyntax.argAttrs(args, ctx), ctx);
      FunctionSyntax.addAttrArray(props, "res_attrs", resAttrs, ctx);
      state.properties = DictionaryAttr.get(ctx, props);
      Region body = state.addRegion();
      // As MLIR 22's LLVMFuncOp::parse, an empty body `{}` is accepted (a declaration).
      p.parseOptionalRegion(body, named[0] ? args : List.of(), false);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      FuncOp f = (FuncOp) op;
      p.print(' ');
      String linkage = f.linkage();
      if (!linkage.equals("external")) {
        p.print(linkage).print(' ');
      }
      LlvmSpecs.printVisibility(f, p);
      LlvmSpecs.printUnnamedAddr(f, p);
      if (!f.cconv().equals("ccc")) {
        p.print(f.cconv()).print(' ');
      }
      p.printSymbolName(f.symName());
      LlvmFunctionType type = f.functionType();
      boolean external = f.isExternal();
      p.print('(');
      List<Type> params = type.params();
      FunctionSyntax.printArguments(op, p, params, external);
      if (type.isVarArg()) {
        p.print(params.isEmpty() ? "..." : ", ...");
      }
      p.print(')');
      List<Type> results = type.returnTypes();
      if (!results.isEmpty()) {
        p.print(" -> ");
        ArrayAttr resAttrs = op.inherentAttr("res_attrs") instanceof ArrayAttr a ? a : null;
        boolean withAttrs = resAttrs != null && !((DictionaryAttr) resAttrs.get(0)).isEmpty();
        if (withAttrs) {
          p.print('(');
        }
        p.printType(results.get(0));
        if (withAttrs) {
          p.printOptionalAttrDict(((DictionaryAttr) resAttrs.get(0)).entries(), List.of());
          p.print(')');
        }
      }
      long[] range = vscaleRange(op.inherentAttr("vscale_range"));
      if (range != null) {
        p.print(" vscale_range(" + range[0] + ", " + range[1] + ")");
      }
      if (op.inherentAttr("comdat") != null) {
        p.print(" comdat(");
        p.printAttribute(op.inherentAttr("comdat"));
        p.print(")");
      }
      p.printOptionalAttrDictWithKeyword(withoutDefaults(op), ELIDED);
      if (!external) {
        p.print(' ');
        p.printRegion(op.region(0), false, true, false);
      }
    }
  }

  /** {@code #llvm.vscale_range<minRange = MIN : i32, maxRange = MAX : i32>}. */
  public static LlvmTextAttr vscaleRange(MLIRContext ctx, long min, long max) {
    return LlvmTextAttr.get(ctx, "vscale_range", "<minRange = " + min + " : i32, maxRange = " + max + " : i32>");
  }

  /** The [min, max] of a {@code #llvm.vscale_range<...>} (its fields typed or not), or null. */
  public static long[] vscaleRange(org.jmlir.ir.attr.Attribute a) {
    if (!(a instanceof LlvmTextAttr t) || !t.mnemonic().equals("vscale_range")) {
      return null;
    }
    java.util.regex.Matcher m = java.util.regex.Pattern
        .compile("<\\s*minRange\\s*=\\s*(\\d+)(?:\\s*:\\s*i32)?\\s*,\\s*maxRange\\s*=\\s*(\\d+)(?:\\s*:\\s*i32)?\\s*>")
        .matcher(t.params());
    return m.matches() ? new long[] {Long.parseLong(m.group(1)), Long.parseLong(m.group(2))} : null;
  }

  /** The op's attributes for the trailing dictionary, without default-valued ones at their default. */
  static List<NamedAttribute> withoutDefaults(Operation op) {
    OpSpec spec = op.def().extension(OpSpec.class);
    List<NamedAttribute> out = new ArrayList<>();
    for (NamedAttribute a : FormatProgram.attrDictionary(op)) {
      OpSpec.AttrSpec s = spec.attribute(a.name());
      if (s != null && s.defaultValue() != null && a.value() == spec.defaultValue(s, op.context())) {
        continue;
      }
      out.add(a);
    }
    return out;
  }
}
