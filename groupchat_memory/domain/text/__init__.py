"""Text: terms and stemming, the Korean normalizer and morphology, loanwords, synonyms,
dates, stance, capping."""
