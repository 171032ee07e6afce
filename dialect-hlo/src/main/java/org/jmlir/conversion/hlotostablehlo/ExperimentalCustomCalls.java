package org.jmlir.conversion.hlotostablehlo;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.jmlir.dialect.hlo.HloEnum;
import org.jmlir.dialect.hlo.HloEnumAttr;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.diag.DiagnosticEngine;
import org.jmlir.ir.parse.Lexer;
import org.jmlir.ir.parse.ParseException;
import org.jmlir.ir.parse.ParserState;
import org.jmlir.ir.parse.TokenKind;

/**
 * The way back of XLA's extensibility protocol in {@code --stablehlo-legalize-to-hlo}: a
 * {@code stablehlo.custom_call @mhlo.X} becomes the mhlo op {@code mhlo.X} with the call's operands
 * and results. Its attributes come from either encoding XLA used: the attribute dictionary as
 * {@code backend_config} text (what {@code --hlo-legalize-to-stablehlo=allow-experimental-features}
 * writes, as XLA did), or an {@code mhlo.attributes} dictionary with an empty backend_config
 * (XLA's later protocol; StableHLO spellings converted back, precision strings included). A call
 * that carries anything else, or whose text is not a dictionary, is not an encoded op.
 */
final class ExperimentalCustomCalls {
  private ExperimentalCustomCalls() {}

  private static final Set<String> PROTOCOL = Set.of("call_target_name", "backend_config", "mhlo.attributes", "mhlo.version");

  /** Whether {@code op} is a stablehlo.custom_call naming an mhlo op. */
  static boolean isEncoded(Operation op) {
    return op.name().equals("stablehlo.custom_call") && op.attr("call_target_name") instanceof StringAttr s && s.value().startsWith("mhlo.");
  }

  /**
   * The mhlo op's attributes, or null when {@code op} does not follow the protocol;
   * {@code convert} turns StableHLO attributes into mhlo's.
   */
  static List<NamedAttribute> attributes(Operation op, UnaryOperator<Attribute> convert) {
    for (NamedAttribute a : op.attrDictionary().entries()) {
      if (!PROTOCOL.contains(a.name()) && !isDefault(a)) {
        return null;
      }
    }
    String config = op.attr("backend_config") instanceof StringAttr s ? s.value() : "";
    if (op.attr("mhlo.attributes") instanceof DictionaryAttr d) {
      if (!config.isEmpty()) {
        return null;
      }
      List<NamedAttribute> out = new ArrayList<>();
      for (NamedAttribute a : d.entries()) {
        out.add(new NamedAttribute(a.name(), a.name().equals("precision_config") ? precisions(op.context(), a.value()) : convert.apply(a.value())));
      }
      return out;
    }
    DictionaryAttr parsed = parseDictionary(op.context(), config);
    return parsed == null ? null : parsed.entries();
  }

  /** Attributes a custom_call holds at their default values (nothing the protocol forbids). */
  private static boolean isDefault(NamedAttribute a) {
    return switch (a.name()) {
      case "has_side_effect" -> a.value() instanceof org.jmlir.ir.attr.IntegerAttr i && i.longValue() == 0;
      case "api_version" -> a.value() instanceof org.jmlir.ir.attr.IntegerAttr i && i.longValue() == 1
          || a.value() instanceof HloEnumAttr e && e.value().equals("API_VERSION_ORIGINAL");
      default -> false;
    };
  }

  /** StableHLO's precision strings ({@code ["PACKED_NIBBLE"]}) as mhlo precision attributes. */
  private static Attribute precisions(MLIRContext ctx, Attribute a) {
    if (!(a instanceof ArrayAttr arr)) {
      return a;
    }
    List<Attribute> out = new ArrayList<>();
    for (Attribute e : arr.elements()) {
      out.add(e instanceof StringAttr s ? HloEnumAttr.get(ctx, "mhlo", HloEnum.PRECISION, s.value()) : e);
    }
    return ArrayAttr.get(ctx, out);
  }

  /** {@code text} parsed as one attribute dictionary, or null (diagnostics of the attempt are dropped). */
  private static DictionaryAttr parseDictionary(MLIRContext ctx, String text) {
    DiagnosticEngine.Registration quiet = ctx.diagnostics().pushHandler(d -> true);
    try {
      ParserState state = new ParserState(ctx, new Lexer(text.getBytes(StandardCharsets.UTF_8), "backend_config"));
      Attribute a = state.attributes.parseAttribute(null);
      return a instanceof DictionaryAttr d && state.lexer.kind() == TokenKind.EOF ? d : null;
    } catch (ParseException | IllegalArgumentException e) {
      return null;
    } finally {
      quiet.close();
    }
  }
}
