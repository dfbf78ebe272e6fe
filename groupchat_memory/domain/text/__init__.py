"""Text: terms and stemming, the Korean normalizer, loanwords, synonyms, dates, stance, capping."""
