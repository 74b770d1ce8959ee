/**
 * Botting signals: pure detectors over a channel's snapshots, posts and peer benchmark. Each signal is explainable:
 * channel_signal.value is the headline number and channel_signal.evidence holds the facts behind it. Evidence keys
 * are a stable contract for the readers (intelligence read procedures and the growth chart); every evidence has
 * `unit` naming the unit of `value`. Days are YYYY-MM-DD (UTC); rates and shares are fractions (0.034 = 3.4 %).
 *
 * growth_spike (day = toDay, value = excessFollowers, unit 'followers'):
 *   fromDay, toDay, intervalDays (days between the two readings), gainFollowers (gain over the interval),
 *   expectedGainFollowers (baseline x days), excessFollowers (gain above the baseline), baselinePerDay (median per-day
 *   gain of the other intervals), baselineScalePerDay (1.4826 x MAD, floored), multiple (per-day gain / baseline,
 *   null when the baseline is not positive), zScore (robust), engagementFollowed (true | false | null = unknown),
 *   engagementBasis ('views' | 'posts' | null), engagementRatio (views per day or interactions per post after/before),
 *   giveawayPostId (present when a giveaway post preceded the spike; severity then capped at warning).
 * round_number_jump (day = toDay, value = gainFollowers, unit 'followers'):
 *   fromDay, toDay, intervalDays, gainFollowers, roundUnit (1000, 5000, 10000, 50000, 100000), baselinePerDay,
 *   multiple, zScore.
 * engagement_outlier (day = null, value = zScore, unit 'zScore'):
 *   direction ('high' | 'low'), engagementRate, tier, percentile (0..100 in the peer group), zScore (log space),
 *   peerMedian, peerP25, peerP75 (engagement rates), sampleSize (peer channels).
 * like_comment_ratio (day = null, value = likesPerComment, unit 'likesPerComment'):
 *   likesPerComment (average likes / average comments), direction ('high' | 'low' | null), tier, percentile, zScore,
 *   peerMedian, peerP25, peerP75, sampleSize (absent when no peer comparison was possible),
 *   outlierPosts: [{ id, day, likesPerComment }] (posts far from the channel's own ratio, at most 5).
 * follow_unfollow (day = first rise, value = number of cycles, unit 'cycles'):
 *   cycles: [{ riseDay, fallDay, rise, fall }] (accounts followed then unfollowed), medianFollowing, swingThreshold.
 * viewers_vs_followers (Twitch; day = null, value = viewersPerFollower, unit 'viewersPerFollower'):
 *   averageViewers, viewersSource ('channel' = the channel's long-run average | 'streamSamples' = the newest sampled
 *   stream, used when no average is known), followers, viewersPerFollower, percentile, zScore, peerMedian, sampleSize
 *   (null without peers).
 * chat_activity (Twitch; day = the stream's last chat sample, value = chattersPer100Viewers, unit 'chattersPer100Viewers'):
 *   streamId, samples (chat windows judged), windowSeconds (average window), averageViewers, averageChatters (distinct
 *   chatters per minute), chatMessages (total), chattersPer100Viewers, warningBelow, criticalBelow (the size band's
 *   thresholds, CHAT_THRESHOLDS in twitch-live.ts).
 * flat_viewer_curve (Twitch; day = the stream's last sample, value = coefficientOfVariation, unit 'coefficientOfVariation'):
 *   pattern ('constant' | 'linear'), streamId, samples, fromTime, toTime (ISO), averageViewers, coefficientOfVariation,
 *   r2 (null for a constant curve), residualVariation (RMS distance from the line / mean), viewerCounts (the newest 48).
 * giveaway_spike (day = spike toDay, value = gainFollowers, unit 'followers', severity info):
 *   postId, postDay (the giveaway post), fromDay, toDay, gainFollowers, excessFollowers.
 * Missing data (Twitch kinds only): severity info, value null, evidence { unit: null, available: false,
 *   missing: ['averageViewers' | 'followers' | 'streamSamples' | 'chatSamples'], samples?, minSamples? } — "not
 *   checked", not "clean".
 *
 * Severity: info (explains, never raises risk), warning, critical. Bot risk: see bot-risk.ts.
 */
export * from './types.ts';
export * from './growth-spike.ts';
export * from './engagement.ts';
export * from './twitch.ts';
export * from './twitch-live.ts';
export * from './bot-risk.ts';
export * from './detect-signals.ts';
export * from './load-signal-inputs.ts';
export * from './refresh-channel-signals.ts';
export * from './alert-reason.ts';
export * from './watchlist-alerts.ts';
