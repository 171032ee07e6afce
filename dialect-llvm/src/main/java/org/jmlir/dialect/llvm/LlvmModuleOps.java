package org.jmlir.dialect.llvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;

/**
 * Module-level llvm ops: {@code llvm.mlir.global_ctors} / {@code llvm.mlir.global_dtors} (MLIR 22's
 * {@code ctors = [@f], priorities = [0 : i32], data = [#llvm.zero]}), {@code llvm.module_flags [...]},
 * {@code llvm.mlir.alias} (a named alias of a constant address, its value computed by a region like a
 * global's initializer) and {@code llvm.dso_local_equivalent @f : !llvm.ptr}.
 */
public final class LlvmModuleOps {
  private LlvmModuleOps() {}

  private static final AttrConstraint LINKAGE =
      AttrConstraint.of("LLVM Linkage specification", a -> a instanceof LlvmKeywordAttr k && k.is(LlvmKeywordAttr.LINKAGE));

  private static OpDef structors(String name, String list) {
    return LlvmSpecs.op(name, LlvmSpecs.LLVM_OP)
        .attr(list, AttrConstraint.ARRAY)
        .attr("priorities", AttrConstraint.ARRAY)
        .attr("data", AttrConstraint.ARRAY)
        .format("`" + list + "` `=` $" + list + " `,` `priorities` `=` $priorities `,` `data` `=` $data attr-dict")
        .verifier(op -> verifyStructors(op, list))
        .build();
  }

  public static final OpDef GLOBAL_CTORS = structors("llvm.mlir.global_ctors", "ctors");
  public static final OpDef GLOBAL_DTORS = structors("llvm.mlir.global_dtors", "dtors");

  public static final OpDef MODULE_FLAGS =
      LlvmSpecs.op("llvm.module_flags", LlvmSpecs.LLVM_OP)
          .attr("flags", AttrConstraint.ARRAY)
          .format("$flags attr-dict")
          .verifier(op -> verifyAtModuleLevel(op) && verifyModuleFlags(op))
          .build();

  /** {@code llvm.linker_options ["a", "b"]}: options passed to the linker (!llvm.linker.options). */
  public static final OpDef LINKER_OPTIONS =
      LlvmSpecs.op("llvm.linker_options", LlvmSpecs.LLVM_OP)
          .attr("options", AttrConstraint.of("string array attribute",
              a -> a instanceof ArrayAttr arr && arr.elements().stream().allMatch(e -> e instanceof StringAttr)))
          .format("$options attr-dict")
          .verifier(LlvmModuleOps::verifyAtModuleLevel)
          .build();

  public static final OpDef DSO_LOCAL_EQUIVALENT =
      LlvmSpecs.op("llvm.dso_local_equivalent", LlvmSpecs.LLVM_OP)
          .attr("function_name", AttrConstraint.FLAT_SYMBOL_REF)
          .result("res", LlvmSpecs.POINTER)
          .traits(Trait.PURE)
          .format("$function_name attr-dict `:` qualified(type($res))")
          .verifier(LlvmModuleOps::verifyDsoLocalEquivalent)
          .build();

  private static final List<String> ALIAS_ELIDED =
      List.of("alias_type", "sym_name", "linkage", "thread_local_", "unnamed_addr", "visibility_");

  public static final OpDef ALIAS =
      LlvmSpecs.op("llvm.mlir.alias", LlvmSpecs.LLVM_OP)
          .attr("alias_type", LlvmSpecs.TYPE_ATTR)
          .attr("sym_name", AttrConstraint.STRING)
          .attr("linkage", LINKAGE)
          .optionalAttr("dso_local", AttrConstraint.UNIT)
          .optionalAttr("thread_local_", AttrConstraint.UNIT)
          .optionalAttr("unnamed_addr", LlvmEnums.UNNAMED_ADDR.constraint("unnamed_addr"))
          .defaultAttr("visibility_", LlvmEnums.VISIBILITY.constraint("visibility_"), ctx -> LlvmEnums.VISIBILITY.attr(ctx, 0))
          .region("initializer")
          .traits(Trait.SYMBOL, Trait.ISOLATED_FROM_ABOVE)
          .assembly(new AliasSyntax())
          .verifier(LlvmModuleOps::verifyAlias)
          .regionVerifier(LlvmModuleOps::verifyAliasInitializer)
          .build();

  private static final List<String> ALIAS_LINKAGES =
      List.of("external", "internal", "private", "weak", "weak_odr", "linkonce", "linkonce_odr", "available_externally");

  /** MLIR 22's AliasOp::verify: a type a global can hold, and a linkage LLVM allows on aliases. */
  private static boolean verifyAlias(Operation op) {
    if (!GlobalOp.validGlobalType(((TypeAttr) op.inherentAttr("alias_type")).value())) {
      return op.emitOpError("expects type to be a valid element type for an LLVM global alias").report();
    }
    String linkage = ((LlvmKeywordAttr) op.inherentAttr("linkage")).keyword();
    if (!ALIAS_LINKAGES.contains(linkage)) {
      return op.emitOpError(
              "'" + linkage + "' linkage not supported in aliases, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, external or available_externally")
          .report();
    }
    return true;
  }

  /** MLIR 22's AliasOp::verifyRegions: the initializer returns a pointer and has no side effects. */
  private static boolean verifyAliasInitializer(Operation op) {
    if (op.region(0).isEmpty()) {
      return true;
    }
    org.jmlir.ir.Block body = op.region(0).front();
    Operation ret = body.terminator();
    if (ret == null || ret.numOperands() == 0 || !(ret.operand(0).type() instanceof LlvmPointerType)) {
      return op.emitOpError("initializer region must always return a pointer").report();
    }
    for (Operation o : body) {
      if (o != ret && !org.jmlir.ir.rewrite.SideEffects.isMemoryEffectFree(o)) {
        return o.emitError("ops with side effects are not allowed in alias initializers").report();
      }
    }
    return true;
  }

  /**
   * The properties of MLIR's AliasAnalysisOpInterface (access groups, alias and noalias scopes, TBAA
   * tags), for the memory intrinsics that carry them as properties.
   */
  static org.jmlir.ir.ods.OpSpec.Builder aliasAnalysis(org.jmlir.ir.ods.OpSpec.Builder b) {
    return b.optionalAttr("access_groups", AttrConstraint.ARRAY)
        .optionalAttr("alias_scopes", AttrConstraint.ARRAY)
        .optionalAttr("noalias_scopes", AttrConstraint.ARRAY)
        .optionalAttr("tbaa", AttrConstraint.ARRAY);
  }

  private static final List<String> IFUNC_ELIDED = List.of(
      "i_func_type", "sym_name", "linkage", "resolver", "resolver_type", "unnamed_addr", "visibility_");

  /**
   * {@code llvm.mlir.ifunc <linkage> [visibility] [unnamed_addr] @name : !llvm.func<...>, !llvm.ptr @resolver},
   * MLIR 22's IFuncOp: a function whose address a resolver function picks at load time.
   */
  public static final OpDef IFUNC =
      LlvmSpecs.op("llvm.mlir.ifunc", LlvmSpecs.LLVM_OP)
          .attr("sym_name", AttrConstraint.STRING)
          .attr("i_func_type", LlvmSpecs.TYPE_ATTR)
          .attr("resolver", AttrConstraint.FLAT_SYMBOL_REF)
          .attr("resolver_type", LlvmSpecs.TYPE_ATTR)
          .attr("linkage", LINKAGE)
          .optionalAttr("dso_local", AttrConstraint.UNIT)
          .defaultAttr("address_space", LlvmSpecs.I32_ATTR,
              ctx -> org.jmlir.ir.attr.IntegerAttr.get(ctx, org.jmlir.ir.type.IntegerType.get(ctx, 32), 0))
          .defaultAttr("unnamed_addr", LlvmEnums.UNNAMED_ADDR.constraint("unnamed_addr"), ctx -> LlvmEnums.UNNAMED_ADDR.attr(ctx, 0))
          .defaultAttr("visibility_", LlvmEnums.VISIBILITY.constraint("visibility_"), ctx -> LlvmEnums.VISIBILITY.attr(ctx, 0))
          .traits(Trait.SYMBOL, Trait.ISOLATED_FROM_ABOVE)
          .verifier(LlvmModuleOps::verifyIFunc)
          .addInterface(org.jmlir.ir.verify.SymbolUserOpInterface.class, LlvmModuleOps::verifyIFuncUses)
          .assembly(new IFuncSyntax())
          .build();

  /**
   * The constraints MLIR 22 puts on the AliasAnalysisOpInterface properties (checked here for ops that
   * keep them in their attribute dictionary): arrays of #llvm.access_group / #llvm.alias_scope.
   */
  static boolean verifyAliasAnalysisAttrs(Operation op) {
    if (op.attr("access_groups") instanceof Attribute a && !arrayOf(a, "access_group")) {
      return op.emitOpError("attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array").report();
    }
    for (String name : List.of("alias_scopes", "noalias_scopes")) {
      if (op.attr(name) instanceof Attribute a && !arrayOf(a, "alias_scope")) {
        return op.emitOpError("attribute '" + name + "' failed to satisfy constraint: LLVM dialect alias scope array").report();
      }
    }
    return true;
  }

  /**
   * The same constraints at parse time, as MLIR 22's verifyInherentAttrs reports them for ops whose
   * attribute dictionary holds them (an error at the dictionary); null when they hold.
   */
  static String aliasAnalysisAttrProblem(List<org.jmlir.ir.attr.NamedAttribute> given) {
    for (org.jmlir.ir.attr.NamedAttribute e : given) {
      switch (e.name()) {
        case "access_groups" -> {
          if (!arrayOf(e.value(), "access_group")) {
            return "attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array";
          }
        }
        case "alias_scopes", "noalias_scopes" -> {
          if (!arrayOf(e.value(), "alias_scope")) {
            return "attribute '" + e.name() + "' failed to satisfy constraint: LLVM dialect alias scope array";
          }
        }
        default -> {}
      }
    }
    return null;
  }

  private static boolean arrayOf(Attribute a, String mnemonic) {
    if (!(a instanceof ArrayAttr array)) {
      return false;
    }
    for (Attribute e : array.elements()) {
      if (!(e instanceof LlvmParamAttr p && p.is(mnemonic))) {
        return false;
      }
    }
    return true;
  }

  public static List<OpDef> all() {
    return List.of(GLOBAL_CTORS, GLOBAL_DTORS, MODULE_FLAGS, DSO_LOCAL_EQUIVALENT, ALIAS, IFUNC, LINKER_OPTIONS,
        BlockAddressOps.BLOCKTAG, BlockAddressOps.BLOCKADDRESS, IndirectBrOp.DEF);
  }

  private static final List<String> IFUNC_LINKAGES =
      List.of("private", "internal", "linkonce", "weak", "linkonce_odr", "weak_odr", "external");

  private static boolean verifyIFunc(Operation op) {
    String linkage = ((LlvmKeywordAttr) op.attr("linkage")).keyword();
    if (!IFUNC_LINKAGES.contains(linkage)) {
      return op.emitOpError("'" + linkage + "' linkage not supported in ifuncs, available options: private, internal, "
          + "linkonce, weak, linkonce_odr, weak_odr, or external linkage").report();
    }
    return true;
  }

  /**
   * MLIR 22's IFuncOp::verifySymbolUses: the resolver (through aliases whose value is an addressof)
   * is a defined function returning a pointer, and the resolver type is a pointer in the ifunc's
   * address space. An alias computed otherwise is accepted, as upstream does.
   */
  private static boolean verifyIFuncUses(Operation op) {
    Operation target = SymbolTable.lookupNearestSymbolFrom(op, (SymbolRefAttr) op.attr("resolver"));
    while (target != null && target.name().equals("llvm.mlir.alias")) {
      Operation ret = target.region(0).isEmpty() ? null : target.region(0).front().terminator();
      Operation def = ret == null || ret.numOperands() == 0 ? null : ret.operand(0).definingOp();
      if (def == null || !def.name().equals("llvm.mlir.addressof")) {
        return true;
      }
      target = SymbolTable.lookupNearestSymbolFrom(target, (SymbolRefAttr) def.inherentAttr("global_name"));
    }
    if (!(target instanceof FuncOp fn)) {
      return op.emitOpError("must have a function resolver").report();
    }
    if (fn.region(0).isEmpty()) {
      return op.emitOpError("resolver must be a definition").report();
    }
    if (!(fn.functionType().returnType() instanceof LlvmPointerType)) {
      return op.emitOpError("resolver must return a pointer").report();
    }
    long space = ((org.jmlir.ir.attr.IntegerAttr) op.attr("address_space")).value().longValue();
    if (!(((TypeAttr) op.attr("resolver_type")).value() instanceof LlvmPointerType ptr) || ptr.addressSpace() != space) {
      return op.emitOpError("resolver has incorrect type").report();
    }
    return true;
  }

  private static boolean verifyStructors(Operation op, String list) {
    ArrayAttr fns = (ArrayAttr) op.attr(list);
    ArrayAttr prios = (ArrayAttr) op.attr("priorities");
    ArrayAttr data = (ArrayAttr) op.attr("data");
    if (fns.size() != prios.size() || fns.size() != data.size()) {
      return op.emitError(list + ", priorities, and data must have the same number of elements").report();
    }
    for (Attribute d : data.elements()) {
      if (!(d instanceof SymbolRefAttr ref && ref.nested().isEmpty()
          || d instanceof LlvmValueAttr v && v.kind().equals(LlvmValueAttr.ZERO))) {
        return op.emitError("data element must be symbol or #llvm.zero").report();
      }
    }
    for (Attribute a : fns.elements()) {
      if (!(a instanceof SymbolRefAttr ref)) {
        continue;
      }
      Operation target = SymbolTable.lookupNearestSymbolFrom(op, ref);
      if (target == null || !target.name().equals("llvm.func")) {
        return op.emitOpError("'" + ref.root() + "' does not reference a valid LLVM function").report();
      }
      if (target.region(0).isEmpty()) {
        return op.emitOpError("'" + ref.root() + "' does not have a definition").report();
      }
    }
    return true;
  }

  private static boolean verifyModuleFlags(Operation op) {
    for (Attribute a : ((ArrayAttr) op.attr("flags")).elements()) {
      if (!(a instanceof LlvmParamAttr f && f.is(LlvmParamAttr.MODULE_FLAG))) {
        return op.emitOpError("expected a module flag attribute").report();
      }
    }
    return true;
  }

  private static boolean verifyDsoLocalEquivalent(Operation op) {
    Operation target = SymbolTable.lookupNearestSymbolFrom(op, (SymbolRefAttr) op.attr("function_name"));
    if (target == null || !(target.name().equals("llvm.func") || target.name().equals("llvm.mlir.alias"))) {
      return op.emitOpError("must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'").report();
    }
    if (target.name().equals("llvm.mlir.alias") && !target.region(0).isEmpty()) {
      // MLIR 22: an alias whose value takes the address of a global variable is not a function's.
      for (Operation inner : target.region(0).front()) {
        if (inner.name().equals("llvm.mlir.addressof") && inner.inherentAttr("global_name") instanceof SymbolRefAttr ref) {
          Operation g = SymbolTable.lookupNearestSymbolFrom(target, ref);
          if (g != null && g.name().equals("llvm.mlir.global")) {
            return op.emitOpError("must reference an alias to a function").report();
          }
        }
      }
    }
    if (target.attr("linkage") instanceof LlvmKeywordAttr l && l.keyword().equals("extern_weak")) {
      return op.emitOpError("target function with 'extern_weak' linkage not allowed").report();
    }
    return true;
  }

  /** MLIR 22's check of llvm.module_flags and llvm.linker_options: directly in a module. */
  private static boolean verifyAtModuleLevel(Operation op) {
    Operation parent = op.parentOp();
    if (parent == null || !parent.name().equals("builtin.module")) {
      return op.emitOpError("must appear at the module level").report();
    }
    return true;
  }

  /** {@code llvm.mlir.ifunc}'s custom syntax (the linkage optional, external when absent; printed always). */
  private static final class IFuncSyntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      MLIRContext ctx = p.context();
      List<NamedAttribute> props = new ArrayList<>();
      LlvmSpecs.parseLinkage(p, props);
      LlvmSpecs.parseVisibility(p, props);
      LlvmSpecs.parseUnnamedAddr(p, props);
      props.add(new NamedAttribute("sym_name", StringAttr.get(ctx, p.parseSymbolName())));
      p.parseColon();
      props.add(new NamedAttribute("i_func_type", TypeAttr.get(ctx, p.parseType())));
      p.parseComma();
      props.add(new NamedAttribute("resolver_type", TypeAttr.get(ctx, p.parseType())));
      props.add(new NamedAttribute("resolver", SymbolRefAttr.get(ctx, p.parseSymbolName())));
      List<NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDict(attrs);
      LlvmSpecs.splitAttrs(IFUNC, attrs, props, state);
      state.properties = DictionaryAttr.get(ctx, props);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      LlvmOp f = (LlvmOp) op;
      p.print(' ').print(((LlvmKeywordAttr) op.attr("linkage")).keyword()).print(' ');
      LlvmSpecs.printVisibility(f, p);
      LlvmSpecs.printUnnamedAddr(f, p);
      p.printSymbolName(((StringAttr) op.attr("sym_name")).value());
      p.print(" : ");
      p.printType(((TypeAttr) op.attr("i_func_type")).value());
      p.print(", ");
      p.printType(((TypeAttr) op.attr("resolver_type")).value());
      p.print(' ');
      p.printSymbolName(((SymbolRefAttr) op.attr("resolver")).root());
      List<String> elided = new ArrayList<>(IFUNC_ELIDED);
      if (op.attr("address_space") instanceof org.jmlir.ir.attr.IntegerAttr a && a.value().signum() == 0) {
        elided.add("address_space");
      }
      p.printOptionalAttrDict(org.jmlir.ir.ods.format.FormatProgram.attrDictionary(op), elided);
    }
  }

  /** {@code llvm.mlir.alias <linkage> [visibility] [thread_local] [unnamed_addr] @name attrs : type region}, as mlir-opt 22. */
  private static final class AliasSyntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      MLIRContext ctx = p.context();
      List<NamedAttribute> props = new ArrayList<>();
      LlvmSpecs.parseGlobalHead(p, props);
      props.add(new NamedAttribute("sym_name", StringAttr.get(ctx, p.parseSymbolName())));
      List<NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDict(attrs);
      LlvmSpecs.splitAttrs(ALIAS, attrs, props, state);
      p.parseColon();
      props.add(new NamedAttribute("alias_type", TypeAttr.get(ctx, p.parseType())));
      Region init = state.addRegion();
      p.parseOptionalRegion(init, List.of(), false);
      state.properties = DictionaryAttr.get(ctx, props);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      LlvmOp a = (LlvmOp) op;
      LlvmSpecs.printGlobalHead(a, ((LlvmKeywordAttr) op.attr("linkage")).keyword(), p);
      p.printSymbolName(((StringAttr) op.attr("sym_name")).value());
      p.printOptionalAttrDict(LlvmSpecs.attrsAfterGlobalHead(op), ALIAS_ELIDED);
      p.print(" : ");
      p.printType(((TypeAttr) op.attr("alias_type")).value());
      if (!op.region(0).isEmpty()) {
        p.print(' ');
        p.printRegion(op.region(0), false, true, false);
      }
    }
  }
}
