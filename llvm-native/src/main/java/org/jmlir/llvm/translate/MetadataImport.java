package org.jmlir.llvm.translate;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.bytedeco.javacpp.IntPointer;
import org.bytedeco.javacpp.PointerPointer;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMModuleRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jmlir.dialect.llvm.LlvmParamAttr;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DistinctAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.type.IntegerType;

/**
 * LLVM metadata read back into the llvm dialect's attributes, as mlir-translate 22's import builds
 * them: {@code !tbaa} tags and type descriptors, {@code !alias.scope} / {@code !noalias} scope lists
 * (self-referencing distinct scopes and domains become {@code distinct[N]<>} ids),
 * {@code !llvm.access.group} and the module flags. Read through the C API's value view of metadata
 * (MDNode operands as values); one attribute per node.
 */
final class MetadataImport {
  private final MLIRContext ctx;
  private final LLVMContextRef llctx;
  private final Map<Long, Attribute> nodes = new HashMap<>();
  /** Debug information, for the loops' start and end locations. */
  DebugImport debug;

  MetadataImport(MLIRContext ctx, LLVMContextRef llctx) {
    this.ctx = ctx;
    this.llctx = llctx;
  }

  private static boolean present(LLVMValueRef v) {
    return v != null && !v.isNull();
  }

  private static LLVMValueRef[] operands(LLVMValueRef node) {
    if (!present(node) || !present(LLVMIsAMDNode(node))) {
      return new LLVMValueRef[0];
    }
    int n = LLVMGetMDNodeNumOperands(node);
    LLVMValueRef[] out = new LLVMValueRef[n];
    if (n == 0) {
      return out;
    }
    PointerPointer<LLVMValueRef> pp = new PointerPointer<>(n);
    LLVMGetMDNodeOperands(node, pp);
    for (int i = 0; i < n; i++) {
      LLVMValueRef v = pp.get(LLVMValueRef.class, i);
      out[i] = v == null || v.isNull() ? null : v;
    }
    return out;
  }

  private static String mdString(LLVMValueRef v) {
    if (!present(v) || !present(LLVMIsAMDString(v))) {
      return null;
    }
    IntPointer len = new IntPointer(1);
    org.bytedeco.javacpp.BytePointer p = LLVMGetMDString(v, len);
    byte[] bytes = new byte[len.get()];
    p.get(bytes);
    return new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
  }

  private int kind(String name) {
    return LLVMGetMDKindIDInContext(llctx, name, name.length());
  }

  /** Sets the op's tbaa, alias_scopes, noalias_scopes and access_groups from {@code inst}'s metadata. */
  void instruction(LLVMValueRef inst, Operation op) throws TranslationException {
    LLVMValueRef tbaa = LLVMGetMetadata(inst, kind("tbaa"));
    if (present(tbaa)) {
      op.setAttr("tbaa", ArrayAttr.get(ctx, List.of(tbaaTag(tbaa))));
    }
    LLVMValueRef scopes = LLVMGetMetadata(inst, kind("alias.scope"));
    if (present(scopes)) {
      op.setAttr("alias_scopes", scopeList(scopes));
    }
    LLVMValueRef noalias = LLVMGetMetadata(inst, kind("noalias"));
    if (present(noalias)) {
      op.setAttr("noalias_scopes", scopeList(noalias));
    }
    LLVMValueRef groups = LLVMGetMetadata(inst, kind("llvm.access.group"));
    if (present(groups)) {
      List<Attribute> out = new ArrayList<>();
      LLVMValueRef[] ops = operands(groups);
      if (ops.length == 0) {
        out.add(accessGroup(groups));
      } else {
        for (LLVMValueRef g : ops) {
          out.add(accessGroup(g));
        }
      }
      op.setAttr("access_groups", ArrayAttr.get(ctx, out));
    }
  }

  /** The MDString operands of the nodes of the named metadata {@code name}, each node's first. */
  private List<String> namedStrings(org.bytedeco.llvm.LLVM.LLVMModuleRef m, String name, boolean single) {
    int n = LLVMGetNamedMetadataNumOperands(m, name);
    List<String> out = new ArrayList<>();
    if (n == 0 || (single && n != 1)) {
      return out;
    }
    PointerPointer<LLVMValueRef> pp = new PointerPointer<>(n);
    LLVMGetNamedMetadataOperands(m, name, pp);
    for (int i = 0; i < n; i++) {
      LLVMValueRef[] ops = operands(pp.get(LLVMValueRef.class, i));
      String s = ops.length >= 1 && (!single || ops.length == 1) ? mdString(ops[0]) : null;
      if (s != null) {
        out.add(s);
      }
    }
    return out;
  }

  /**
   * {@code !llvm.ident} and {@code !llvm.commandline} (one node of one string) as the module's
   * {@code llvm.ident} / {@code llvm.commandline}, {@code !llvm.dependent-libraries} as
   * {@code llvm.dependent_libraries}, as mlir-translate 22 reads them.
   */
  void moduleStrings(org.bytedeco.llvm.LLVM.LLVMModuleRef m, Operation module) {
    for (String name : new String[] {"llvm.ident", "llvm.commandline"}) {
      List<String> s = namedStrings(m, name, true);
      if (s.size() == 1) {
        module.setAttr(name, StringAttr.get(ctx, s.get(0)));
      }
    }
    List<String> libs = namedStrings(m, "llvm.dependent-libraries", false);
    if (!libs.isEmpty()) {
      List<Attribute> out = new ArrayList<>();
      for (String l : libs) {
        out.add(StringAttr.get(ctx, l));
      }
      module.setAttr("llvm.dependent_libraries", ArrayAttr.get(ctx, out));
    }
  }

  /**
   * An instruction's {@code !mmra} as the op's {@code llvm.mmra}: {@code #llvm.mmra_tag<"a":"b">} for
   * one tag {@code !{!"a", !"b"}}, an array of them for a list of tags ({@code []} for {@code !{}}).
   */
  void mmra(LLVMValueRef inst, Operation op) {
    LLVMValueRef node = LLVMGetMetadata(inst, kind("mmra"));
    if (!present(node)) {
      return;
    }
    LLVMValueRef[] ops = operands(node);
    Attribute tag = mmraTag(ops);
    if (tag != null) {
      op.setAttr("llvm.mmra", tag);
      return;
    }
    List<Attribute> tags = new ArrayList<>();
    for (LLVMValueRef o : ops) {
      Attribute t = mmraTag(operands(o));
      if (t == null) {
        return;
      }
      tags.add(t);
    }
    op.setAttr("llvm.mmra", ArrayAttr.get(ctx, tags));
  }

  private Attribute mmraTag(LLVMValueRef[] pair) {
    if (pair.length != 2 || mdString(pair[0]) == null || mdString(pair[1]) == null) {
      return null;
    }
    StringBuilder text = new StringBuilder("<");
    org.jmlir.ir.print.AttrTypePrinter.printString(text, mdString(pair[0]));
    text.append(':');
    org.jmlir.ir.print.AttrTypePrinter.printString(text, mdString(pair[1]));
    return org.jmlir.dialect.llvm.LlvmTextAttr.get(ctx, "mmra_tag", text.append('>').toString());
  }

  /** The string lists of {@code !llvm.linker.options}, one per node (llvm.linker_options ops). */
  List<List<String>> linkerOptions(org.bytedeco.llvm.LLVM.LLVMModuleRef m) {
    List<List<String>> out = new ArrayList<>();
    int n = LLVMGetNamedMetadataNumOperands(m, "llvm.linker.options");
    if (n == 0) {
      return out;
    }
    PointerPointer<LLVMValueRef> pp = new PointerPointer<>(n);
    LLVMGetNamedMetadataOperands(m, "llvm.linker.options", pp);
    for (int i = 0; i < n; i++) {
      List<String> options = new ArrayList<>();
      for (LLVMValueRef o : operands(pp.get(LLVMValueRef.class, i))) {
        String s = mdString(o);
        if (s != null) {
          options.add(s);
        }
      }
      out.add(options);
    }
    return out;
  }

  /**
   * {@code !dereferenceable} / {@code !dereferenceable_or_null} {@code !{i64 N}} on a load or inttoptr
   * as the op's {@code dereferenceable<bytes = N[, mayBeNull = true]>}.
   */
  void dereferenceable(LLVMValueRef inst, Operation op) {
    for (String name : new String[] {"dereferenceable", "dereferenceable_or_null"}) {
      LLVMValueRef[] ops = operands(LLVMGetMetadata(inst, kind(name)));
      if (ops.length == 1 && isInt(ops[0])) {
        op.setAttr("dereferenceable", org.jmlir.dialect.llvm.LlvmTextAttr.get(ctx, "dereferenceable",
            "<bytes = " + Long.toUnsignedString(LLVMConstIntGetZExtValue(ops[0]))
                + (name.endsWith("null") ? ", mayBeNull = true" : "") + ">"));
      }
    }
  }

  /**
   * Warns, as mlir-translate 22 does, of a function's {@code !prof} that is not a plain entry count
   * (a synthetic count, one with import GUIDs, or LLVM 22's {@code !{!"unknown", ...}} marker), which
   * the import skips; the unknown marker is dropped from the function first, since LLVM 20's verifier
   * would reject the module where LLVM 22's accepts it.
   */
  static void dropUnknownFunctionProfiles(MLIRContext ctx, org.bytedeco.llvm.LLVM.LLVMModuleRef m,
      org.jmlir.ir.loc.Location loc) {
    LLVMContextRef llctx = LLVMGetModuleContext(m);
    int prof = LLVMGetMDKindIDInContext(llctx, "prof", 4);
    List<LLVMValueRef> erase = new ArrayList<>();
    for (LLVMValueRef f = LLVMGetFirstFunction(m); present(f); f = LLVMGetNextFunction(f)) {
      org.bytedeco.javacpp.SizeTPointer count = new org.bytedeco.javacpp.SizeTPointer(1);
      org.bytedeco.llvm.LLVM.LLVMValueMetadataEntry entries = LLVMGlobalCopyAllMetadata(f, count);
      if (entries == null || entries.isNull()) {
        continue;
      }
      LLVMValueRef node = null;
      for (int e = 0; e < count.get(); e++) {
        if (LLVMValueMetadataEntriesGetKind(entries, e) == prof) {
          node = LLVMMetadataAsValue(llctx, LLVMValueMetadataEntriesGetMetadata(entries, e));
        }
      }
      LLVMDisposeValueMetadataEntries(entries);
      LLVMValueRef[] ops = operands(node);
      String label = ops.length > 0 ? mdString(ops[0]) : null;
      if (label == null || (label.equals("function_entry_count") && ops.length == 2 && isInt(ops[1]))) {
        continue;
      }
      // LLVM prints the node standalone as "<0x...> = !{...}": its slot is read from the function's text.
      String function = org.jmlir.llvm.Llvm.takeMessage(LLVMPrintValueToString(f));
      String md = org.jmlir.llvm.Llvm.takeMessage(LLVMPrintValueToString(node)).strip();
      java.util.regex.Matcher slot = java.util.regex.Pattern.compile("!prof (!\\d+)").matcher(function);
      if (slot.find() && md.startsWith("<0x") && md.contains(" = ")) {
        md = slot.group(1) + md.substring(md.indexOf(" = "));
      }
      if (label.equals("unknown") && ops.length == 2 && mdString(ops[1]) != null) {
        erase.add(f); // after every message is printed, so that the slots stay LLVM 22's
      } else if (label.equals("unknown")
          || (!label.equals("function_entry_count") && !label.equals("synthetic_function_entry_count"))) {
        continue; // LLVM's verifier rejects it, as LLVM 22's does
      }
      ctx.diagnostics().emit(loc, org.jmlir.ir.diag.Severity.WARNING,
          "unhandled function metadata: " + md + " on " + function).report();
    }
    for (LLVMValueRef f : erase) {
      LLVMGlobalEraseMetadata(f, prof);
    }
  }

  /** A type conversion that may fail (the importer's). */
  interface TypeConverter {
    org.jmlir.ir.type.Type convert(org.bytedeco.llvm.LLVM.LLVMTypeRef t) throws TranslationException;
  }

  /**
   * A function's metadata that mlir-translate 22 imports as attributes: {@code !prof} with a
   * {@code function_entry_count}, and OpenCL's {@code vec_type_hint}, {@code work_group_size_hint},
   * {@code reqd_work_group_size} and {@code intel_reqd_sub_group_size}.
   */
  void function(LLVMValueRef fn, Operation op, TypeConverter types) throws TranslationException {
    org.bytedeco.javacpp.SizeTPointer count = new org.bytedeco.javacpp.SizeTPointer(1);
    org.bytedeco.llvm.LLVM.LLVMValueMetadataEntry entries = LLVMGlobalCopyAllMetadata(fn, count);
    if (entries == null || entries.isNull()) {
      return;
    }
    try {
      for (int e = 0; e < count.get(); e++) {
        int k = LLVMValueMetadataEntriesGetKind(entries, e);
        LLVMValueRef[] ops = operands(LLVMMetadataAsValue(llctx, LLVMValueMetadataEntriesGetMetadata(entries, e)));
        if (k == kind("prof")) {
          if (ops.length == 2 && "function_entry_count".equals(mdString(ops[0])) && isInt(ops[1])) {
            op.setAttr("function_entry_count",
                IntegerAttr.get(ctx, IntegerType.get(ctx, 64), LLVMConstIntGetZExtValue(ops[1])));
          }
        } else if (k == kind("vec_type_hint")) {
          if (ops.length == 2 && present(ops[0]) && isInt(ops[1])) {
            StringBuilder text = new StringBuilder("<hint = ");
            new org.jmlir.ir.print.AttrTypePrinter().printType(text, types.convert(LLVMTypeOf(ops[0])));
            if (LLVMConstIntGetZExtValue(ops[1]) != 0) {
              text.append(", is_signed = true");
            }
            op.setAttr("vec_type_hint", org.jmlir.dialect.llvm.LlvmTextAttr.get(ctx, "vec_type_hint", text.append('>').toString()));
          }
        } else if (k == kind("work_group_size_hint") || k == kind("reqd_work_group_size")) {
          long[] sizes = new long[ops.length];
          boolean ints = true;
          for (int i = 0; i < ops.length; i++) {
            ints &= isInt(ops[i]);
            sizes[i] = ints ? LLVMConstIntGetSExtValue(ops[i]) : 0;
          }
          if (ints) {
            op.setAttr(k == kind("reqd_work_group_size") ? "reqd_work_group_size" : "work_group_size_hint",
                org.jmlir.ir.attr.DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), sizes));
          }
        } else if (k == kind("intel_reqd_sub_group_size")) {
          if (ops.length == 1 && isInt(ops[0])) {
            op.setAttr("intel_reqd_sub_group_size",
                IntegerAttr.get(ctx, IntegerType.get(ctx, 32), LLVMConstIntGetSExtValue(ops[0])));
          }
        }
      }
    } finally {
      LLVMDisposeValueMetadataEntries(entries);
    }
  }

  private static boolean isInt(LLVMValueRef v) {
    return present(v) && present(LLVMIsAConstantInt(v));
  }

  /**
   * {@code !prof !{!"branch_weights", [!"expected",] i32 ...}} on a conditional branch, switch or
   * invoke as the op's {@code branch_weights} (an unconditional branch has none in MLIR 22).
   */
  void branchWeights(LLVMValueRef inst, Operation op) {
    LLVMValueRef prof = LLVMGetMetadata(inst, kind("prof"));
    if (!present(prof) || (op.name().equals("llvm.br"))) {
      return;
    }
    LLVMValueRef[] ops = operands(prof);
    if (ops.length == 0 || !"branch_weights".equals(mdString(ops[0]))) {
      return;
    }
    int first = ops.length > 1 && "expected".equals(mdString(ops[1])) ? 2 : 1;
    long[] weights = new long[ops.length - first];
    for (int i = first; i < ops.length; i++) {
      if (!isInt(ops[i])) {
        return;
      }
      weights[i - first] = (int) LLVMConstIntGetZExtValue(ops[i]);
    }
    op.setAttr("branch_weights", org.jmlir.ir.attr.DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), weights));
  }

  /** The scopes of a {@code !{scope, ...}} list. */
  ArrayAttr scopeList(LLVMValueRef list) throws TranslationException {
    List<Attribute> out = new ArrayList<>();
    for (LLVMValueRef s : operands(list)) {
      out.add(aliasScope(s));
    }
    return ArrayAttr.get(ctx, out);
  }

  private Attribute accessGroup(LLVMValueRef node) {
    return nodes.computeIfAbsent(node.address(), k -> LlvmParamAttr.get(ctx, "access_group",
        List.of(new NamedAttribute("id", DistinctAttr.create(UnitAttr.get(ctx))))));
  }

  private Attribute aliasScope(LLVMValueRef node) throws TranslationException {
    Attribute known = nodes.get(node.address());
    if (known != null) {
      return known;
    }
    LLVMValueRef[] ops = operands(node);
    if (ops.length < 2 || !present(ops[0]) || ops[0].address() != node.address()) {
      throw new TranslationException(null, "unsupported alias scope node");
    }
    List<NamedAttribute> params = new ArrayList<>();
    params.add(new NamedAttribute("id", DistinctAttr.create(UnitAttr.get(ctx))));
    params.add(new NamedAttribute("domain", aliasDomain(ops[1])));
    described(params, ops, 2);
    Attribute a = LlvmParamAttr.get(ctx, "alias_scope", params);
    nodes.put(node.address(), a);
    return a;
  }

  private Attribute aliasDomain(LLVMValueRef node) throws TranslationException {
    Attribute known = nodes.get(node.address());
    if (known != null) {
      return known;
    }
    LLVMValueRef[] ops = operands(node);
    if (ops.length < 1 || !present(ops[0]) || ops[0].address() != node.address()) {
      throw new TranslationException(null, "unsupported alias domain node");
    }
    List<NamedAttribute> params = new ArrayList<>();
    params.add(new NamedAttribute("id", DistinctAttr.create(UnitAttr.get(ctx))));
    described(params, ops, 1);
    Attribute a = LlvmParamAttr.get(ctx, "alias_scope_domain", params);
    nodes.put(node.address(), a);
    return a;
  }

  private void described(List<NamedAttribute> params, LLVMValueRef[] ops, int at) {
    String d = ops.length > at ? mdString(ops[at]) : null;
    if (d != null) {
      params.add(new NamedAttribute("description", StringAttr.get(ctx, d)));
    }
  }

  private Attribute tbaaTag(LLVMValueRef node) throws TranslationException {
    Attribute known = nodes.get(node.address());
    if (known != null) {
      return known;
    }
    LLVMValueRef[] ops = operands(node);
    if (ops.length < 3 || !present(LLVMIsAConstantInt(ops[2]))) {
      throw new TranslationException(null, "unsupported TBAA node: " + LlvmImporter.printValue(node));
    }
    List<NamedAttribute> params = new ArrayList<>();
    params.add(new NamedAttribute("base_type", tbaaType(ops[0])));
    params.add(new NamedAttribute("access_type", tbaaType(ops[1])));
    params.add(new NamedAttribute("offset", i64(LLVMConstIntGetZExtValue(ops[2]))));
    if (ops.length > 3 && present(LLVMIsAConstantInt(ops[3])) && LLVMConstIntGetZExtValue(ops[3]) != 0) {
      params.add(new NamedAttribute("constant", IntegerAttr.bool(ctx, true)));
    }
    Attribute a = LlvmParamAttr.get(ctx, "tbaa_tag", params);
    nodes.put(node.address(), a);
    return a;
  }

  private Attribute tbaaType(LLVMValueRef node) throws TranslationException {
    Attribute known = nodes.get(node.address());
    if (known != null) {
      return known;
    }
    LLVMValueRef[] ops = operands(node);
    String id = ops.length > 0 ? mdString(ops[0]) : null;
    if (ops.length == 0) {
      // A root without a name: !{}.
      Attribute root = LlvmParamAttr.get(ctx, "tbaa_root", List.of());
      nodes.put(node.address(), root);
      return root;
    }
    if (id == null) {
      throw new TranslationException(null, "has cycle in TBAA graph: " + LlvmImporter.printValue(node));
    }
    Attribute a;
    if (ops.length == 1) {
      a = LlvmParamAttr.get(ctx, "tbaa_root", List.of(new NamedAttribute("id", StringAttr.get(ctx, id))));
    } else {
      List<Attribute> types = new ArrayList<>();
      List<Long> offsets = new ArrayList<>();
      for (int k = 1; k + 1 < ops.length; k += 2) {
        types.add(tbaaType(ops[k]));
        offsets.add(LLVMConstIntGetZExtValue(ops[k + 1]));
      }
      a = LlvmParamAttr.get(ctx, LlvmParamAttr.TBAA_TYPE_DESC, List.of(
          new NamedAttribute("id", StringAttr.get(ctx, id)),
          new NamedAttribute("members", LlvmParamAttr.Members.get(ctx, types, offsets))));
    }
    nodes.put(node.address(), a);
    return a;
  }

  private IntegerAttr i64(long v) {
    return IntegerAttr.get(ctx, IntegerType.get(ctx, 64), v);
  }

  /**
   * The module's {@code !llvm.module.flags} as {@code #llvm.mlir.module_flag} attributes (integer,
   * string and CG profile values; others are skipped), or an empty list.
   */
  List<Attribute> moduleFlags(LLVMModuleRef m, org.jmlir.ir.loc.Location loc) {
    String name = "llvm.module.flags";
    int n = LLVMGetNamedMetadataNumOperands(m, name);
    List<Attribute> out = new ArrayList<>();
    if (n == 0) {
      return out;
    }
    PointerPointer<LLVMValueRef> pp = new PointerPointer<>(n);
    LLVMGetNamedMetadataOperands(m, name, pp);
    for (int i = 0; i < n; i++) {
      LLVMValueRef[] ops = operands(pp.get(LLVMValueRef.class, i));
      if (ops.length != 3 || !present(LLVMIsAConstantInt(ops[0])) || mdString(ops[1]) == null) {
        continue;
      }
      int behavior = (int) LLVMConstIntGetZExtValue(ops[0]);
      if (behavior < 1 || behavior > LlvmParamAttr.MODULE_FLAG_BEHAVIORS.size()) {
        continue;
      }
      String key = mdString(ops[1]);
      Attribute value = flagValue(ops[2]);
      if (value == null) {
        ctx.diagnostics().emit(loc, org.jmlir.ir.diag.Severity.WARNING, "unsupported module flag value for key '"
            + key + "' : " + numbered(m, ops[2])).report();
        continue;
      }
      out.add(LlvmParamAttr.get(ctx, LlvmParamAttr.MODULE_FLAG, List.of(
          new NamedAttribute("behavior", LlvmParamAttr.Word.get(ctx, LlvmParamAttr.MODULE_FLAG_BEHAVIORS.get(behavior - 1))),
          new NamedAttribute("key", StringAttr.get(ctx, key)),
          new NamedAttribute("value", value))));
    }
    return out;
  }

  /**
   * A metadata node as LLVM prints it in its module, {@code !N = !{...}}: printed alone it is
   * {@code <0x...> = !{...}}, so its slot is the one of the module's line with the same text.
   */
  static String numbered(LLVMModuleRef m, LLVMValueRef node) {
    String md = org.jmlir.llvm.Llvm.takeMessage(LLVMPrintValueToString(node)).strip();
    int eq = md.indexOf(" = ");
    if (!md.startsWith("<0x") || eq < 0) {
      return md;
    }
    String body = md.substring(eq);
    for (String line : org.jmlir.llvm.Llvm.takeMessage(LLVMPrintModuleToString(m)).split("\n")) {
      if (line.startsWith("!") && line.endsWith(body) && line.substring(0, line.length() - body.length()).matches("!\\d+")) {
        return line;
      }
    }
    return md;
  }

  private Attribute flagValue(LLVMValueRef v) {
    if (!present(v)) {
      return null;
    }
    if (present(LLVMIsAConstantInt(v))) {
      int width = LLVMGetIntTypeWidth(LLVMTypeOf(v));
      return IntegerAttr.get(ctx, IntegerType.get(ctx, width), LLVMConstIntGetSExtValue(v));
    }
    String s = mdString(v);
    if (s != null) {
      return StringAttr.get(ctx, s);
    }
    if (present(LLVMIsAMDNode(v))) {
      List<Attribute> entries = new ArrayList<>();
      for (LLVMValueRef e : operands(v)) {
        LLVMValueRef[] ops = present(e) ? operands(e) : new LLVMValueRef[0];
        if (ops.length != 3 || !present(LLVMIsAConstantInt(ops[2]))) {
          return null;
        }
        List<NamedAttribute> params = new ArrayList<>();
        if (present(ops[0])) {
          params.add(new NamedAttribute("from", SymbolRefAttr.get(ctx, LlvmImporter.name(ops[0]))));
        }
        if (present(ops[1])) {
          params.add(new NamedAttribute("to", SymbolRefAttr.get(ctx, LlvmImporter.name(ops[1]))));
        }
        params.add(new NamedAttribute("count", i64(LLVMConstIntGetZExtValue(ops[2]))));
        entries.add(LlvmParamAttr.get(ctx, "cgprofile_entry", params));
      }
      return ArrayAttr.get(ctx, entries);
    }
    return null;
  }

  // ---- loop metadata ----

  /** How an {@code !llvm.loop} option reads back: the attribute and parameter, and the value's form. */
  private record LoopOption(String attr, String param, char form) {}

  /**
   * LLVM's loop option names, the inverse of LoopMetadata's: form 'U' a unit option (true), 'B' an
   * i1, 'N' a negated i1 ({@code enable} for {@code disable}), 'I' an i32, 'F' a follow-up loop,
   * 'T'/'F' the disable flag set by the option's presence ('D' true, 'E' false).
   */
  private static final Map<String, LoopOption> LOOP_OPTIONS = new HashMap<>();

  private static void option(String name, String attr, String param, char form) {
    LOOP_OPTIONS.put(name, new LoopOption(attr, param, form));
  }

  static {
    String la = "loop_annotation";
    option("llvm.loop.disable_nonforced", la, "disableNonforced", 'U');
    option("llvm.loop.mustprogress", la, "mustProgress", 'U');
    option("llvm.loop.isvectorized", la, "isVectorized", 'V');
    String v = "llvm.loop.vectorize.";
    option(v + "enable", "vectorize", "disable", 'N');
    option(v + "predicate.enable", "vectorize", "predicateEnable", 'B');
    option(v + "scalable.enable", "vectorize", "scalableEnable", 'B');
    option(v + "width", "vectorize", "width", 'I');
    option(v + "followup_vectorized", "vectorize", "followupVectorized", 'L');
    option(v + "followup_epilogue", "vectorize", "followupEpilogue", 'L');
    option(v + "followup_all", "vectorize", "followupAll", 'L');
    option("llvm.loop.interleave.count", "interleave", "count", 'I');
    String u = "llvm.loop.unroll.";
    option(u + "disable", "unroll", "disable", 'D');
    option(u + "enable", "unroll", "disable", 'E');
    option(u + "count", "unroll", "count", 'I');
    option(u + "runtime.disable", "unroll", "runtimeDisable", 'R');
    option(u + "full", "unroll", "full", 'U');
    option(u + "followup_unrolled", "unroll", "followupUnrolled", 'L');
    option(u + "followup_remainder", "unroll", "followupRemainder", 'L');
    option(u + "followup_all", "unroll", "followupAll", 'L');
    String j = "llvm.loop.unroll_and_jam.";
    option(j + "disable", "unrollAndJam", "disable", 'D');
    option(j + "enable", "unrollAndJam", "disable", 'E');
    option(j + "count", "unrollAndJam", "count", 'I');
    option(j + "followup_outer", "unrollAndJam", "followupOuter", 'L');
    option(j + "followup_inner", "unrollAndJam", "followupInner", 'L');
    option(j + "followup_remainder_outer", "unrollAndJam", "followupRemainderOuter", 'L');
    option(j + "followup_remainder_inner", "unrollAndJam", "followupRemainderInner", 'L');
    option(j + "followup_all", "unrollAndJam", "followupAll", 'L');
    option("llvm.licm.disable", "licm", "disable", 'U');
    option("llvm.loop.licm_versioning.disable", "licm", "versioningDisable", 'U');
    String d = "llvm.loop.distribute.";
    option(d + "enable", "distribute", "disable", 'N');
    option(d + "followup_coincident", "distribute", "followupCoincident", 'L');
    option(d + "followup_sequential", "distribute", "followupSequential", 'L');
    option(d + "followup_fallback", "distribute", "followupFallback", 'L');
    option(d + "followup_all", "distribute", "followupAll", 'L');
    option("llvm.loop.pipeline.disable", "pipeline", "disable", 'B');
    option("llvm.loop.pipeline.initiationinterval", "pipeline", "initiationinterval", 'I');
    option("llvm.loop.peeled.count", "peeled", "count", 'I');
    option("llvm.loop.unswitch.partial.disable", "unswitch", "partialDisable", 'U');
  }

  /** Sets a branch's {@code loop_annotation} from its {@code !llvm.loop}, if any. */
  void loop(LLVMValueRef inst, Operation op) throws TranslationException {
    LLVMValueRef node = LLVMGetMetadata(inst, kind("llvm.loop"));
    Attribute a = present(node) ? loopAnnotation(node) : null;
    if (a != null) {
      op.setAttr("loop_annotation", a);
    }
  }

  /** The access groups that instructions of the module name (by node). */
  private final java.util.Set<Long> usedGroups = new java.util.HashSet<>();

  /** Records the access groups the module's instructions name (loop annotations keep only those). */
  void scanAccessGroups(LLVMModuleRef m) {
    int k = kind("llvm.access.group");
    for (LLVMValueRef f = LLVMGetFirstFunction(m); present(f); f = LLVMGetNextFunction(f)) {
      for (var bb = LLVMGetFirstBasicBlock(f); bb != null && !bb.isNull(); bb = LLVMGetNextBasicBlock(bb)) {
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); present(i); i = LLVMGetNextInstruction(i)) {
          LLVMValueRef g = LLVMGetMetadata(i, k);
          if (!present(g)) {
            continue;
          }
          LLVMValueRef[] ops = operands(g);
          if (ops.length == 0) {
            usedGroups.add(g.address());
          }
          for (LLVMValueRef o : ops) {
            if (present(o)) {
              usedGroups.add(o.address());
            }
          }
        }
      }
    }
  }

  private Attribute loopAnnotation(LLVMValueRef node) throws TranslationException {
    Attribute known = nodes.get(node.address());
    if (known != null) {
      return known;
    }
    Map<String, List<NamedAttribute>> parts = new java.util.LinkedHashMap<>();
    java.util.Set<String> dropped = new java.util.HashSet<>();
    parts.put("loop_annotation", new ArrayList<>());
    List<Attribute> ends = new ArrayList<>();
    for (LLVMValueRef o : operands(node)) {
      if (!present(o) || o.address() == node.address() || !present(LLVMIsAMDNode(o))) {
        continue;
      }
      org.bytedeco.llvm.LLVM.LLVMMetadataRef md = LLVMValueAsMetadata(o);
      if (debug != null && LLVMGetMetadataKind(md) == LLVMDILocationMetadataKind) {
        // The loop's start and end locations (its first two DILocations).
        if (ends.size() < 2) {
          ends.add(debug.location(md));
        }
        continue;
      }
      LLVMValueRef[] ops = operands(o);
      String name = ops.length > 0 ? mdString(ops[0]) : null;
      if (name == null) {
        continue;
      }
      if (name.equals("llvm.loop.parallel_accesses")) {
        // Only the groups that some instruction names (as mlir-translate 22).
        List<Attribute> groups = new ArrayList<>();
        for (int k = 1; k < ops.length; k++) {
          if (present(ops[k]) && usedGroups.contains(ops[k].address())) {
            groups.add(accessGroup(ops[k]));
          }
        }
        if (!groups.isEmpty()) {
          parts.get("loop_annotation").add(new NamedAttribute("parallelAccesses", ArrayAttr.get(ctx, groups)));
        }
        continue;
      }
      LoopOption opt = LOOP_OPTIONS.get(name);
      LLVMValueRef arg = ops.length > 1 ? ops[1] : null;
      if (opt == null || ("BNIV".indexOf(opt.form()) >= 0 && !present(arg))
          || ("UDE".indexOf(opt.form()) >= 0 && ops.length > 1)) {
        // An unknown option, or one with a missing or extra value: mlir-translate 22 drops the
        // whole annotation.
        return null;
      }
      if (opt.form() == 'R' && ops.length > 1) {
        // As mlir-translate 22: the option must be a bare name; with a value, the whole unroll
        // options are dropped with a warning.
        ctx.diagnostics().emit(org.jmlir.ir.loc.UnknownLoc.get(ctx), org.jmlir.ir.diag.Severity.WARNING,
            "expected metadata node " + name + " to hold no value").report();
        dropped.add(opt.attr());
        continue;
      }
      Attribute value = switch (opt.form()) {
        case 'R' -> IntegerAttr.bool(ctx, true);
        case 'U', 'D' -> IntegerAttr.bool(ctx, true);
        case 'E' -> IntegerAttr.bool(ctx, false);
        case 'B' -> IntegerAttr.bool(ctx, present(arg) && LLVMConstIntGetZExtValue(arg) != 0);
        case 'N' -> IntegerAttr.bool(ctx, !(present(arg) && LLVMConstIntGetZExtValue(arg) != 0));
        case 'V' -> IntegerAttr.bool(ctx, present(arg) && LLVMConstIntGetZExtValue(arg) != 0);
        case 'I' -> IntegerAttr.get(ctx, IntegerType.get(ctx, 32), present(arg) ? LLVMConstIntGetSExtValue(arg) : 0);
        default -> present(arg) ? loopAnnotation(arg) : null;
      };
      if (value != null) {
        parts.computeIfAbsent(opt.attr(), k -> new ArrayList<>()).add(new NamedAttribute(opt.param(), value));
      }
    }
    dropped.forEach(parts::remove);
    List<NamedAttribute> top = parts.remove("loop_annotation");
    if (!ends.isEmpty()) {
      top.add(new NamedAttribute("startLoc", ends.get(0)));
    }
    if (ends.size() > 1) {
      top.add(new NamedAttribute("endLoc", ends.get(1)));
    }
    for (Map.Entry<String, List<NamedAttribute>> e : parts.entrySet()) {
      String mnemonic = switch (e.getKey()) {
        case "unrollAndJam" -> "loop_unroll_and_jam";
        default -> "loop_" + e.getKey();
      };
      top.add(new NamedAttribute(e.getKey(), org.jmlir.dialect.llvm.LlvmLoopAttr.get(ctx, mnemonic, e.getValue())));
    }
    Attribute a = org.jmlir.dialect.llvm.LlvmLoopAttr.get(ctx, "loop_annotation", top);
    nodes.put(node.address(), a);
    return a;
  }
}
