package org.jmlir.translate;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.diag.DiagnosticEngine;
import org.jmlir.ir.diag.DiagnosticRenderer;
import org.jmlir.ir.diag.SourceMgr;
import org.jmlir.ir.parse.ParseException;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.print.RawUtf8;
import org.jmlir.ir.verify.Verifier;
import org.jmlir.tool.FileBytes;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.Tool;
import org.jmlir.tool.Tools;
import org.jmlir.translate.TranslateOptions.Translation;
import org.jmlir.translate.graphdef.GraphDefExporter;
import org.jmlir.translate.graphdef.ControlFlowFunctionalizer;
import org.jmlir.translate.graphdef.GraphDebugInfoReader;
import org.jmlir.translate.graphdef.GraphDefReader;
import org.jmlir.translate.graphdef.GraphImporter;
import org.jmlir.translate.graphdef.ImportSpecs;
import org.jmlir.translate.graphdef.LegacyFedInputs;
import org.jmlir.translate.proto.GraphDebugInfo;
import org.jmlir.translate.proto.GraphDef;

/**
 * {@code jtranslate}: jmlir's tf-mlir-translate. {@code --graphdef-to-mlir} reads a binary or text
 * GraphDef and prints the module in the tf_executor dialect; {@code --mlir-to-graphdef} reads such a
 * module and writes the GraphDef back (text, or binary with {@code -tf-binary-output}). Output is
 * written only when the whole translation succeeds; errors go to stderr with exit status 1.
 */
public final class JtranslateMain implements Tool {
  static final String VERSION = "jtranslate (jmlir) 0.1.0, tf-mlir-translate compatible, textual format of MLIR 22";

  public static void main(String[] args) {
    Tools.main(new JtranslateMain(), args);
  }

  @Override
  public String name() {
    return "jtranslate";
  }

  @Override
  public int run(Invocation inv) throws Exception {
    TranslateOptions o = TranslateOptions.parse(inv.args());
    if (o.error != null) {
      inv.stderr().println("jtranslate: " + o.error);
      return 1;
    }
    if (o.flag("help")) {
      inv.stdout().print(TranslateOptions.usage());
      return 0;
    }
    if (o.flag("version")) {
      inv.stdout().println(VERSION);
      return 0;
    }
    if (o.translation == null) {
      inv.stderr().println("jtranslate: no translation given: use one of --graphdef-to-mlir, "
          + "--graphdef-to-splatted-mlir, --mlir-to-graphdef, --interpret (see jtranslate --help)");
      return 1;
    }
    byte[] input;
    String bufferName = o.input.equals("-") ? "<stdin>" : o.input;
    try {
      if (o.input.equals("-")) {
        input = inv.stdin().readAllBytes();
      } else {
        Path p = inv.resolve(o.input);
        if (o.translation == Translation.SAVEDMODEL_SIGNATUREDEFS_TO_MLIR
            || o.translation == Translation.SAVEDMODEL_SIGNATUREDEFS_TO_MLIR_LITE) {
          return savedModelToMlir(inv, o, p);
        }
        if (Files.isDirectory(p)) {
          if (Files.exists(p.resolve("saved_model.pb")) || Files.exists(p.resolve("saved_model.pbtxt"))) {
            inv.stderr().println("jtranslate: error: " + o.input + " is a SavedModel directory, not a GraphDef: "
                + "--graphdef-to-mlir reads a GraphDef file (.pb or .pbtxt)");
          } else {
            inv.stderr().println("jtranslate: error: could not open input file '" + o.input + "': Is a directory");
          }
          return 1;
        }
        input = FileBytes.read(p);
      }
    } catch (NoSuchFileException e) {
      inv.stderr().println("jtranslate: error: could not open input file '" + o.input + "': No such file or directory");
      return 1;
    } catch (IOException e) {
      inv.stderr().println("jtranslate: error: could not open input file '" + o.input + "': " + e.getMessage());
      return 1;
    }
    byte[] result;
    try {
      result = switch (o.translation) {
        case GRAPHDEF_TO_MLIR, GRAPHDEF_TO_SPLATTED_MLIR -> graphdefToMlir(inv, o, input);
        case MLIR_TO_GRAPHDEF -> o.flag("split-input-file")
            ? splitChunks(inv, o, input, bufferName, JtranslateMain::mlirToGraphdef)
            : mlirToGraphdef(inv, o, input, bufferName);
        case TEST_ONLY_MLIR_TO_TF_NODEDEF -> o.flag("split-input-file")
            ? splitChunks(inv, o, input, bufferName, JtranslateMain::mlirToNodeDef)
            : mlirToNodeDef(inv, o, input, bufferName);
        case INTERPRET -> o.flag("split-input-file")
            ? splitChunks(inv, o, input, bufferName, InterpretTranslation::run)
            : InterpretTranslation.run(inv, o, input, bufferName);
        case HLO_TEXT_TO_MLIR_HLO -> org.jmlir.translate.hlo.HloTranslations.importText(inv, input, bufferName,
            new org.jmlir.translate.hlo.HloTranslations.ImportRequest(o.flag("hlo-import-all-computations"),
                o.flag("hlo-flatten-computation-args-result"), false, printOptions(o)));
        case HLO_TO_MLIR -> org.jmlir.translate.hlo.HloTranslations.importText(inv, input, bufferName,
            new org.jmlir.translate.hlo.HloTranslations.ImportRequest(true, true, !o.flag("emit-mhlo"), printOptions(o)));
        // In their own class: LLVM's native libraries load only for these translations.
        case MLIR_TO_LLVMIR -> org.jmlir.translate.llvm.LlvmTranslations.mlirToLlvmIr(inv, input, bufferName,
            o.flag("split-input-file"), o.flag("verify-diagnostics"), o.output.equals("-"), !o.flag("no-implicit-module"));
        case IMPORT_LLVM -> org.jmlir.translate.llvm.LlvmTranslations.importLlvm(inv, input, bufferName,
            aliasedPrintOptions(o), o.flag("split-input-file"), o.output.equals("-"), o.flag("import-structs-as-literals"),
            o.flag("verify-diagnostics"), o.flag("drop-di-composite-type-elements"),
            o.flag("prefer-unregistered-intrinsics"));
        case HLO_TEXT_TO_STABLEHLO -> org.jmlir.translate.hlo.HloTranslations.importText(inv, input, bufferName,
            new org.jmlir.translate.hlo.HloTranslations.ImportRequest(true, true, true, printOptions(o)));
        case MLIR_HLO_TO_HLO_TEXT, MLIR_TO_HLO ->
            org.jmlir.translate.hlo.HloTranslations.exportText(inv, input, bufferName, o.flag("print-layouts"));
        case SAVEDMODEL_SIGNATUREDEFS_TO_MLIR, SAVEDMODEL_SIGNATUREDEFS_TO_MLIR_LITE -> throw new TranslateException("a SavedModel is a directory, not stdin");
      };
    } catch (TranslateException e) {
      inv.stderr().println(bufferName + ": error: " + e.getMessage());
      return 1;
    }
    if (result == null) {
      return 1;
    }
    return write(inv, o.output, result);
  }

  /**
   * --savedmodel-signaturedefs-to-mlir(-lite) DIR: the module, verified, written only when it all
   * worked.
   */
  private static int savedModelToMlir(Invocation inv, TranslateOptions o, Path dir) {
    if (!Files.isDirectory(dir)) {
      inv.stderr().println("jtranslate: error: " + o.input + " is not a SavedModel directory");
      return 1;
    }
    java.util.Set<String> tags = new java.util.TreeSet<>(ImportSpecs.splitNames(
        o.string("tf-savedmodel-tags").isEmpty() ? "serve" : o.string("tf-savedmodel-tags")));
    java.util.Set<String> names = new java.util.LinkedHashSet<>(ImportSpecs.splitNames(o.string("tf-savedmodel-exported-names")));
    MLIRContext ctx = newContext();
    Operation module;
    try {
      ImportSpecs base = new ImportSpecs(java.util.List.of(), java.util.List.of(), java.util.List.of(), true, false, o.flag("tf-upgrade-legacy"),
          o.flag("tf-enable-shape-inference-on-import", true), false, false, "", false);
      module = new org.jmlir.translate.savedmodel.SavedModelImporter(ctx, dir, base).importModel(tags, names,
          o.translation == Translation.SAVEDMODEL_SIGNATUREDEFS_TO_MLIR_LITE);
    } catch (TranslateException e) {
      inv.stderr().println(o.input + ": error: SavedModel import failed: " + e.getMessage());
      return 1;
    }
    SourceMgr mgr = new SourceMgr(inv.workingDirectory());
    StringBuilder errors = new StringBuilder();
    try (DiagnosticEngine.Registration reg = ctx.diagnostics().pushHandler(new DiagnosticRenderer(mgr, errors::append))) {
      if (!Verifier.verify(module)) {
        inv.stderr().print(errors);
        return 1;
      }
    }
    StringBuilder out = new StringBuilder();
    IRPrinter.print(module, printOptions(o), out);
    if (!printOptions(o).localScope()) {
      out.append('\n');
    }
    return write(inv, o.output, RawUtf8.encode(out));
  }

  private static byte[] readDebugInfo(Invocation inv, String file) throws TranslateException {
    try {
      return Files.readAllBytes(inv.resolve(file));
    } catch (NoSuchFileException e) {
      throw new TranslateException("could not open debug info file '" + file + "': No such file or directory");
    } catch (IOException e) {
      throw new TranslateException("could not open debug info file '" + file + "': " + e.getMessage());
    }
  }

  private static byte[] graphdefToMlir(Invocation inv, TranslateOptions o, byte[] input) throws TranslateException {
    GraphDef g = GraphDefReader.read(input);
    ImportSpecs specs = new ImportSpecs(
        ImportSpecs.parseInputs(o.string("tf-input-arrays"), o.string("tf-input-data-types"), o.string("tf-input-shapes")),
        ImportSpecs.splitNames(o.string("tf-output-arrays")),
        ImportSpecs.splitNames(o.string("tf-control-output-arrays")),
        o.flag("tf-prune-unused-nodes"),
        o.flag("tf-graph-as-function"),
        o.flag("tf-upgrade-legacy"),
        o.flag("tf-enable-shape-inference-on-import", true),
        o.flag("tf-enable-unconditionally-use-set-output-shapes-on-import"),
        o.flag("tf-convert-legacy-fed-inputs"),
        o.string("tf-xla-compile-device-type"),
        o.translation == Translation.GRAPHDEF_TO_SPLATTED_MLIR);
    if (specs.convertLegacyFedInputs()) {
      try {
        g = LegacyFedInputs.convert(g, specs.inputs());
      } catch (TranslateException e) {
        throw new TranslateException("Graph import failed: " + e.getMessage());
      }
    }
    if (specs.upgradeLegacy()) {
      try {
        g = ControlFlowFunctionalizer.functionalize(g);
      } catch (TranslateException e) {
        throw new TranslateException("Graph import failed: " + e.getMessage());
      }
    }
    GraphDebugInfo debugInfo = GraphDebugInfo.getDefaultInstance();
    if (!o.string("tf-debug-info").isEmpty()) {
      debugInfo = GraphDebugInfoReader.read(readDebugInfo(inv, o.string("tf-debug-info")));
    }
    MLIRContext ctx = newContext();
    Operation module;
    try {
      module = new GraphImporter(ctx, g, specs, debugInfo).importGraph();
    } catch (ParseException e) {
      throw new TranslateException("Graph import failed: internal type or attribute text was rejected");
    } catch (TranslateException e) {
      throw new TranslateException("Graph import failed: " + e.getMessage());
    }
    // As mlir-translate does, the imported module must verify; diagnostics point at the nodes'
    // locations (with -tf-debug-info, the Python source lines).
    SourceMgr mgr = new SourceMgr(inv.workingDirectory());
    StringBuilder errors = new StringBuilder();
    try (DiagnosticEngine.Registration reg = ctx.diagnostics().pushHandler(new DiagnosticRenderer(mgr, errors::append))) {
      if (!Verifier.verify(module)) {
        inv.stderr().print(errors);
        return null;
      }
    }
    StringBuilder out = new StringBuilder();
    IRPrinter.print(module, printOptions(o), out);
    if (!printOptions(o).localScope()) {
      out.append('\n');
    }
    return RawUtf8.encode(out);
  }

  /**
   * The printer flags. With -mlir-print-debuginfo, locations are printed inline (local scope) rather
   * than as #loc aliases: tf-mlir-translate's users and tests read node names next to each op.
   */
  private static PrintOptions printOptions(TranslateOptions o) {
    boolean debug = o.flag("mlir-print-debuginfo");
    return new PrintOptions(o.flag("mlir-print-op-generic"), debug, false,
        debug || o.flag("mlir-print-local-scope"), -1, false, false);
  }

  /** As mlir-translate prints: -mlir-print-debuginfo locations as #loc aliases after the module. */
  private static PrintOptions aliasedPrintOptions(TranslateOptions o) {
    return new PrintOptions(o.flag("mlir-print-op-generic"), o.flag("mlir-print-debuginfo"), false,
        o.flag("mlir-print-local-scope"), -1, false, false);
  }

  private static MLIRContext newContext() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    // The tf dialect is open: ops TensorFlow has not registered still import (as TensorFlow does).
    ctx.allowUnregisteredDialects(true);
    return ctx;
  }

  private static byte[] mlirToGraphdef(Invocation inv, TranslateOptions o, byte[] input, String bufferName)
      throws TranslateException {
    MLIRContext ctx = newContext();
    SourceMgr mgr = new SourceMgr(inv.workingDirectory());
    mgr.addBuffer(bufferName, input);
    DiagnosticEngine engine = ctx.diagnostics();
    StringBuilder errors = new StringBuilder();
    try (DiagnosticEngine.Registration reg = engine.pushHandler(new DiagnosticRenderer(mgr, errors::append))) {
      Operation module = parseVerified(inv, ctx, input, bufferName, errors);
      if (module == null) {
        return null;
      }
      GraphDefExporter exporter = new GraphDefExporter(ctx)
          .exportEntryFunctionToLibrary(o.flag("tf-export-entry-func-to-flib"))
          .exportOriginalFunctionNames(o.flag("tf-export-original-func-name"));
      if (o.flag("tf-binary-output")) {
        return exporter.export(module).toByteArray();
      }
      // Text: each node printed as it is made, then the rest of the graph.
      org.jmlir.translate.graphdef.TextProto.GraphText text = new org.jmlir.translate.graphdef.TextProto.GraphText();
      GraphDef rest = exporter.export(module, text::node);
      text.rest(rest);
      return text.toByteArray();
    } catch (Exception e) {
      if (e instanceof TranslateException t) {
        throw t;
      }
      throw new TranslateException("failed to export the module: " + e);
    }
  }

  /** Parses and verifies {@code input}; null after printing the diagnostics gathered in {@code errors}. */
  private static Operation parseVerified(Invocation inv, MLIRContext ctx, byte[] input, String bufferName, StringBuilder errors) {
    Operation module = SourceParser.parse(ctx, input, bufferName, ParseOptions.DEFAULT);
    if (module == null || !Verifier.verify(module)) {
      inv.stderr().print(errors);
      return null;
    }
    return module;
  }

  /**
   * tf-mlir-translate's {@code -test-only-mlir-to-tf-nodedef}: a module whose 'main' function holds one
   * op besides its terminator; that op as a NodeDef named {@code node_name} (no inputs), as
   * TensorFlow's ConvertTFDialectOpToNodeDef builds it, printed as text.
   */
  private static byte[] mlirToNodeDef(Invocation inv, TranslateOptions o, byte[] input, String bufferName)
      throws TranslateException {
    MLIRContext ctx = newContext();
    SourceMgr mgr = new SourceMgr(inv.workingDirectory());
    mgr.addBuffer(bufferName, input);
    StringBuilder errors = new StringBuilder();
    try (DiagnosticEngine.Registration reg = ctx.diagnostics().pushHandler(new DiagnosticRenderer(mgr, errors::append))) {
      Operation module = parseVerified(inv, ctx, input, bufferName, errors);
      if (module == null) {
        return null;
      }
      Operation op = onlyOpOfMain(module);
      if (op == null) {
        ctx.diagnostics().emit(org.jmlir.ir.loc.UnknownLoc.get(ctx), org.jmlir.ir.diag.Severity.ERROR,
            "modules with exactly one op other than terminator in a 'main' function's only block are supported").report();
        inv.stderr().print(errors);
        return null;
      }
      try {
        org.jmlir.translate.proto.NodeDef node = new GraphDefExporter(ctx).exportOp(op, "node_name");
        return com.google.protobuf.TextFormat.printer().printToString(node).getBytes(StandardCharsets.UTF_8);
      } catch (TranslateException e) {
        op.emitError("failed to convert to TF NodeDef:" + e.getMessage()).report();
        inv.stderr().print(errors);
        return null;
      }
    }
  }

  /** The op of a 'main' function whose only block holds it and a terminator, else null. */
  private static Operation onlyOpOfMain(Operation module) {
    for (Operation f : module.region(0).blocks().get(0)) {
      if (f.name().equals("func.func") && f.attr("sym_name") instanceof org.jmlir.ir.attr.StringAttr n && n.value().equals("main")) {
        if (f.region(0).blocks().size() != 1) {
          return null;
        }
        org.jmlir.ir.Block b = f.region(0).blocks().get(0);
        if (b.size() != 2 || !b.terminator().hasTrait(org.jmlir.ir.Trait.TERMINATOR)) {
          return null;
        }
        return b.first();
      }
    }
    return null;
  }

  /**
   * {@code -split-input-file}: each chunk between {@code // -----} lines is translated on its own
   * (line numbers stay those of the whole file); the outputs are concatenated and any failure makes
   * the run fail after all chunks ran.
   */
  /** Translates one chunk of a -split-input-file input. */
  @FunctionalInterface
  interface ChunkTranslation {
    byte[] run(Invocation inv, TranslateOptions o, byte[] chunk, String bufferName) throws TranslateException;
  }

  private static byte[] splitChunks(Invocation inv, TranslateOptions o, byte[] input, String bufferName,
      ChunkTranslation translation) {
    String text = new String(input, StandardCharsets.UTF_8);
    String[] lines = text.split("\n", -1);
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    boolean ok = true;
    int chunkStart = 0;
    for (int i = 0; i <= lines.length; i++) {
      if (i < lines.length && !isSplitMarker(lines[i])) {
        continue;
      }
      StringBuilder chunk = new StringBuilder();
      for (int k = 0; k < lines.length; k++) {
        if (k >= chunkStart && k < i) {
          chunk.append(lines[k]);
        }
        if (k < lines.length - 1) {
          chunk.append('\n');
        }
      }
      try {
        byte[] r = translation.run(inv, o, chunk.toString().getBytes(StandardCharsets.UTF_8), bufferName);
        if (r == null) {
          ok = false;
        } else {
          out.writeBytes(r);
        }
      } catch (TranslateException e) {
        inv.stderr().println(bufferName + ": error: " + e.getMessage());
        ok = false;
      }
      chunkStart = i + 1;
    }
    return ok ? out.toByteArray() : null;
  }

  /**
   * Whether a line splits the input: as MLIR's splitAndProcessBuffer, it holds {@code // -----} (even
   * after other text, so {@code // // -----} splits too) not followed by another dash.
   */
  static boolean isSplitMarker(String line) {
    int at = line.indexOf("// -----");
    return at >= 0 && (at + 8 >= line.length() || line.charAt(at + 8) != '-');
  }

  /** Writes the result to {@code -o} (through a temporary file beside it) or stdout. */
  private static int write(Invocation inv, String output, byte[] data) {
    if (output.equals("-")) {
      inv.stdout().write(data, 0, data.length);
      inv.stdout().flush();
      return 0;
    }
    Path target = inv.resolve(output);
    try {
      if (Files.exists(target) && !Files.isRegularFile(target)) {
        Files.write(target, data);
        return 0;
      }
      Path tmp = Files.createTempFile(target.toAbsolutePath().getParent(), ".jtranslate-", ".tmp");
      try {
        Files.write(tmp, data);
        Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      } finally {
        Files.deleteIfExists(tmp);
      }
      return 0;
    } catch (IOException e) {
      inv.stderr().println("jtranslate: error: cannot open output file '" + output + "': "
          + (e instanceof NoSuchFileException ? "No such file or directory" : e.getMessage()));
      return 1;
    }
  }
}
