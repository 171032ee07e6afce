package org.jmlir.pdll.parse;

import org.antlr.v4.runtime.NoViableAltException;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.atn.ATN;
import org.antlr.v4.runtime.atn.ATNConfigSet;
import org.antlr.v4.runtime.atn.DecisionState;
import org.antlr.v4.runtime.atn.ParserATNSimulator;
import org.antlr.v4.runtime.atn.PredictionContextCache;
import org.antlr.v4.runtime.dfa.DFA;

/**
 * ANTLR's prediction, made to decide as mlir-pdll's LL(1) parser does when the input has an error
 * further on. When no alternative fits the lookahead, ANTLR picks one that leaves the rule and lets
 * the error surface later; mlir-pdll instead takes the branch its next token starts (it has already
 * consumed that token) and reports the error inside it. So when the prediction failed past the first
 * token, the alternative whose first tokens include that token is taken, and the parser fails at the
 * bad token inside it, in the rule mlir-pdll's message belongs to.
 */
final class PdllAtnSimulator extends ParserATNSimulator {
  private int failedAt = -1;

  PdllAtnSimulator(Parser parser, ATN atn, DFA[] decisionToDFA) {
    super(parser, atn, decisionToDFA, new PredictionContextCache());
  }

  @Override
  protected NoViableAltException noViableAlt(TokenStream input, ParserRuleContext outerContext, ATNConfigSet configs, int startIndex) {
    failedAt = input.index();
    return super.noViableAlt(input, outerContext, configs, startIndex);
  }

  @Override
  public int adaptivePredict(TokenStream input, int decision, ParserRuleContext outerContext) {
    int start = input.index();
    failedAt = -1;
    int alt;
    try {
      alt = super.adaptivePredict(input, decision, outerContext);
    } catch (NoViableAltException e) {
      int byFirstToken = failedAt > start ? altStartedBy(input.LA(1), decision) : -1;
      failedAt = -1;
      if (byFirstToken < 0) {
        throw e;
      }
      return byFirstToken;
    }
    if (failedAt > start) {
      int byFirstToken = altStartedBy(input.LA(1), decision);
      if (byFirstToken > 0) {
        alt = byFirstToken;
      }
    }
    failedAt = -1;
    return alt;
  }

  /** The alternative of {@code decision} whose first tokens include {@code token}, or -1. */
  private int altStartedBy(int token, int decision) {
    DecisionState s = atn.getDecisionState(decision);
    for (int i = 0; i < s.getNumberOfTransitions(); i++) {
      if (atn.nextTokens(s.transition(i).target).contains(token)) {
        return i + 1;
      }
    }
    return -1;
  }
}
