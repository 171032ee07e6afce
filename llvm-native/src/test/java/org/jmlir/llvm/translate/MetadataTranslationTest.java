package org.jmlir.llvm.translate;

import static org.bytedeco.llvm.global.LLVM.*;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMModuleRef;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.llvm.Llvm;
import org.junit.jupiter.api.Test;

/**
 * ModuleTranslation from Java: TBAA, access groups, dso_local, dso_local_equivalent and debug
 * locations end up in the LLVM module (read back with LLVM's printer), and importing that module gives
 * the attributes back.
 */
class MetadataTranslationTest {
  private static final String SRC = """
      #root = #llvm.tbaa_root<id = "r">
      #int = #llvm.tbaa_type_desc<id = "int", members = {<#root, 0>}>
      #tag = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 0>
      #g = #llvm.access_group<id = distinct[0]<>>
      #file = #llvm.di_file<"t.c" in "/">
      #cu = #llvm.di_compile_unit<id = distinct[2]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
      #sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "load", file = #file, subprogramFlags = Definition>
      llvm.func @ext() attributes {dso_local}
      llvm.func @load(%p: !llvm.ptr) -> i32 {
        %v = llvm.load %p {tbaa = [#tag], access_groups = [#g]} : !llvm.ptr -> i32 loc("t.c":2:3)
        %e = llvm.dso_local_equivalent @ext : !llvm.ptr
        llvm.return %v : i32
      } loc(fused<#sp>["t.c":1:1])
      """;

  @Test
  void metadataReachesLlvmAndComesBack() throws TranslationException {
    Llvm.ensureInitialized();
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation m = SourceParser.parse(ctx, SRC.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
    assertNotNull(m);
    LLVMContextRef llctx = LLVMContextCreate();
    try {
      LLVMModuleRef mod = ModuleTranslation.translate(m, llctx);
      String ir = Llvm.takeMessage(LLVMPrintModuleToString(mod));
      assertTrue(ir.contains("declare dso_local void @ext()"), ir);
      assertTrue(ir.contains("!tbaa !"), ir);
      assertTrue(ir.contains("!llvm.access.group !"), ir);
      assertTrue(ir.contains("define i32 @load(ptr %0) !dbg !"), ir);
      assertTrue(ir.contains("!DILocation(line: 2, column: 3, scope: "), ir);
      assertTrue(ir.contains("= !{!\"int\", !"), ir);
      Operation back = LlvmImporter.importModule(MLIRContext.withAllDialects(), mod, "t.ll");
      String text = org.jmlir.ir.print.IRPrinter.print(back, org.jmlir.ir.print.PrintOptions.DEFAULT);
      assertTrue(text.contains("#llvm.tbaa_tag<base_type = "), text);
      assertTrue(text.contains("#llvm.access_group<id = distinct["), text);
      LLVMDisposeModule(mod);
    } finally {
      LLVMContextDispose(llctx);
    }
  }
}
