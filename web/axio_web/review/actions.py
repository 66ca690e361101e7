"""The review's control names (`data-action`), named once: the end panel, the replay and
the review screen share them (PAGE.md names `review`)."""

REVIEW = "review"  # open the review of the finished game in front
BACK = "review-back"
CANCEL, RESUME = "review-cancel", "review-resume"  # stop asking for ratings, go on
REVIEW_MOVE = "review-move"  # show one rated move (data-k: its index in the review)
